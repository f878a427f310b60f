/**
 * Remembers, for one list (a grid or a carousel), which GIFs were already reported seen or
 * hovered, so a tile that virtualization unmounts and mounts again does not report them twice
 * (once per GIF). Keyed by GIF id and response id: the same GIF in a new
 * answer (a new search) is a new impression.
 */
import { createContext, type ReactNode, useContext, useState } from 'react';

/** What `TrackedGifsProvider` holds: the GIFs already reported as seen, shared by the lists under it. */
export interface TrackedGifs {
  seen: Set<string>;
  hovered: Set<string>;
}

const TrackedGifsContext = createContext<TrackedGifs | null>(null);

/** An empty registry. */
export const newTrackedGifs = (): TrackedGifs => ({ seen: new Set(), hovered: new Set() });

/** Provides one registry to every tile inside (the grid and the carousel wrap their items in it). */
export function TrackedGifsProvider({ children }: { children?: ReactNode }) {
  const [registry] = useState(newTrackedGifs);
  return <TrackedGifsContext.Provider value={registry}>{children}</TrackedGifsContext.Provider>;
}

/** The nearest list's registry, if any. */
export function useTrackedGifs(): TrackedGifs | null {
  return useContext(TrackedGifsContext);
}

/** The registry key of a GIF: its id and the answer it came in. */
export const trackingKey = (gif: { id: string; response_id?: string }) => `${gif.id}:${gif.response_id ?? ''}`;
