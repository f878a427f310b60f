/**
 * The page's media capabilities as React state: the SDK's cached detection
 * (sdk/media/capabilities.ts) read through `useSyncExternalStore`, with the neutral values as
 * the server snapshot, so the server and the hydration render agree and the client's real
 * values follow right after. A client-only render sees the real values at once.
 */
import { useSyncExternalStore } from 'react';
import { type MediaCapabilities, mediaCapabilityStore, NEUTRAL_MEDIA_CAPABILITIES } from '../../sdk/media/capabilities';

const serverSnapshot = () => NEUTRAL_MEDIA_CAPABILITIES;

/** The detected capabilities, without any kit-wide override. Internal: use `useMediaCapabilities`. */
export function useDetectedCapabilities(): Readonly<MediaCapabilities> {
  const store = mediaCapabilityStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}

/** Calls `listener` whenever `devicePixelRatio` changes (zoom, a move to another screen). */
function subscribeDensity(listener: () => void) {
  if (typeof matchMedia === 'undefined') return () => {};
  let query: MediaQueryList | undefined;
  const watch = () => {
    query?.removeEventListener('change', onChange);
    query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', onChange);
  };
  const onChange = () => {
    watch();
    listener();
  };
  watch();
  return () => query?.removeEventListener('change', onChange);
}

/** `window.devicePixelRatio`, kept current; 1 on the server and in the hydration render. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribeDensity,
    () => window.devicePixelRatio || 1,
    () => 1,
  );
}
