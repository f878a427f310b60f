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
  /** The visible ratio the callback reports around (one value: no caller needs several). */
  threshold?: number;
  /** Stop observing (e.g. nothing left to load). */
  disabled?: boolean;
  /**
   * Observe afresh when this changes: the observer then reports the element's state in the
   * layout as it is now (a loader after a page was appended), even if it did not cross a threshold.
   */
  observeKey?: string | number;
}

export function useIntersection(
  element: Element | null,
  onChange: (entry: IntersectionObserverEntry) => void,
  { root, rootMargin, threshold, disabled, observeKey }: IntersectionOptions = {},
): void {
  const callback = useLatest(onChange);
  // biome-ignore lint/correctness/useExhaustiveDependencies: observeKey asks for a fresh observation
  useEffect(() => {
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) callback.current(entry);
      },
      { root, rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root, rootMargin, threshold, disabled, observeKey]);
}
