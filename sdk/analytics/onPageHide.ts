/**
 * Page-lifecycle signal for the unload flush: `pagehide`, and `visibilitychange` to hidden
 * (the last event mobile browsers reliably fire before a tab is discarded). Listeners are
 * attached only when asked, never at import, so server rendering never touches `window`.
 */

/** Where lifecycle events arrive: `window` in a browser, any EventTarget in tests. */
export interface PageLifecycleTarget extends EventTarget {
  /** Read for `visibilityState` when `visibilitychange` fires (a window's own document). */
  document?: { visibilityState?: string };
}

/** The browser window when there is one (server rendering and workers have none). */
export function defaultPageTarget(): PageLifecycleTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * Calls `callback` when the page is hidden or unloaded; returns the function that removes
 * the listeners. `visibilitychange` is dispatched on the document and bubbles to the window.
 */
export function onPageHide(target: PageLifecycleTarget, callback: () => void): () => void {
  const onHide = () => callback();
  const onVisibility = () => {
    if (target.document?.visibilityState === 'hidden') callback();
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('visibilitychange', onVisibility);
  };
}
