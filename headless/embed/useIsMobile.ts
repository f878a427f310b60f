/**
 * Mobile detection for the embed (from the user agent). The server and the
 * hydrating client both say "desktop"; the real answer comes right after hydration, through
 * `useSyncExternalStore`, so nothing is written during render.
 */
import { useSyncExternalStore } from 'react';
import { isMobileUserAgent } from '../../sdk/media/isMobileUserAgent';

const subscribe = () => () => undefined;
const fromNavigator = () =>
  typeof navigator !== 'undefined' &&
  isMobileUserAgent(navigator.userAgent, { maxTouchPoints: navigator.maxTouchPoints });
const onServer = () => false;

/** `given` when the host decided, else the user agent's answer. */
export function useIsMobile(given: boolean | undefined): boolean {
  const detected = useSyncExternalStore(subscribe, fromNavigator, onServer);
  return given ?? detected;
}
