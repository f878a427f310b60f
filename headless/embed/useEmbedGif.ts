/**
 * The GIF record the embed shows: the one given, else the one loaded by id with the given
 * client (`getGif(client, id)`; the client's request cache shares a call already made for the same
 * id, e.g. by a page that asked before React rendered). Another id aborts the request in flight.
 */
import { useEffect, useState } from 'react';
import { getGif } from '../../sdk/client/calls';
import { asGif } from '../../sdk/normalize/asGif';
import type { ApiGif } from '../../sdk/normalize/gif';
import type { EmbedGif, EmbedGifClient } from './types';

export interface EmbedGifState {
  gif: EmbedGif | undefined;
  /** Why the GIF given by id could not be loaded (`undefined` while loading or when loaded). */
  error: unknown;
  /** A GIF given by id failed to load. */
  failed: boolean;
}

interface Loaded {
  id: string;
  gif?: EmbedGif;
  error?: unknown;
  failed?: boolean;
}

/** What {@link useEmbedGif} reads: the embed's own `gif`, `gifId` and `client` options. */
export interface EmbedGifOptions {
  /** The GIF to show; when given, nothing is loaded. */
  gif?: EmbedGif | ApiGif | undefined;
  /** The id to load with `client` when no `gif` is given. */
  gifId?: string | undefined;
  client?: EmbedGifClient | undefined;
}

export function useEmbedGif({ gif: given, gifId, client }: EmbedGifOptions): EmbedGifState {
  const [loaded, setLoaded] = useState<Loaded>();
  const id = given ? undefined : gifId;
  useEffect(() => {
    if (id === undefined || !client) return;
    const controller = new AbortController();
    getGif(client, id, { signal: controller.signal }).then(
      ({ data }) => {
        if (!controller.signal.aborted) setLoaded({ id, gif: data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ id, error, failed: true });
      },
    );
    return () => controller.abort();
  }, [id, client]);
  // The API's JSON is normalized once per object; a normalized GIF is read as it is.
  if (given) return { gif: asGif(given), error: undefined, failed: false };
  const current = loaded && loaded.id === id ? loaded : undefined;
  return { gif: current?.gif, error: current?.error, failed: current?.failed === true };
}
