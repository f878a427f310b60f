/**
 * The related grid's width: the window's width less 30 px (docs/embed.md), followed through
 * window resizes with `useSyncExternalStore` (0 on the server and while hydrating).
 */
import { useSyncExternalStore } from 'react';
import { relatedGridWidth } from './embedLayout';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const windowWidth = () => window.innerWidth;
const onServer = () => 0;

/** The related grid's width in px for the current window. */
export function useRelatedGridWidth(): number {
  return relatedGridWidth(useSyncExternalStore(subscribe, windowWidth, onServer));
}
