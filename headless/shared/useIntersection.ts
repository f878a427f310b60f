/**
 * Watches an element with an IntersectionObserver (loaders, seen tracking). The root,
 * margin and thresholds are configurable; nothing runs on the server or where the API is
 * missing (the callback simply never fires).
 */
import { useEffect } from 'react';
import { useLatest } from './useLatest';

export interface IntersectionOptions {
  /** Scroll container to observe within (default: the viewport). */
  root?: Element | Document | null;
  /** Grow or shrink the root box, e.g. `'600px'` to act before the element is visible. */
  rootMargin?: string;
  threshold?: number | number[];
  /** Stop observing (e.g. nothing left to load). */
  disabled?: boolean;
}

export function useIntersection(
  element: Element | null,
  onChange: (entry: IntersectionObserverEntry) => void,
  { root, rootMargin, threshold, disabled }: IntersectionOptions = {},
): void {
  const callback = useLatest(onChange);
  const thresholdKey = JSON.stringify(threshold ?? 0);
  useEffect(() => {
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callback.current(entry);
      },
      { root, rootMargin, threshold: JSON.parse(thresholdKey) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root, rootMargin, thresholdKey, disabled]);
}
