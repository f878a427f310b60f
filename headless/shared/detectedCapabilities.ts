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
