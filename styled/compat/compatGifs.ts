/**
 * Each compat component's bridge between the app's `IGif`s and the GIFs the skins render
 * (sdk/compat/compatGifs.ts: normalized once per object, the originals kept for callbacks).
 */
import { useRef } from 'react';
import { type CompatGifs, createCompatGifs } from '../../sdk/compat/compatGifs';

export type { FetchGifs } from '../../sdk/compat/compatGifs';

/** One component's bridge, for its life. */
export function useCompatGifs(): CompatGifs {
  const ref = useRef<CompatGifs>(undefined);
  if (!ref.current) ref.current = createCompatGifs();
  return ref.current;
}
