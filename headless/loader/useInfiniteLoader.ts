/**
 * `useInfiniteLoader`: the one implementation of "load more when the end is visible" for the
 * grid and the carousel (widgets spec §4, STYLE.md R15). It watches the loader element with an
 * IntersectionObserver, fetches after `debounceMs` of visibility, appends unique items, keeps
 * fetching while the loader stays visible, stops when a page brings nothing new, and resets by
 * query identity without a remount, dropping (and aborting) the stale request.
 */
import { type HTMLAttributes, type Ref, useEffect, useRef, useState } from 'react';
import { mergeProps } from '../shared/composeHandlers';
import { resolveListMessages } from '../shared/messages';
import { useIntersection } from '../shared/useIntersection';
import { useRefMerger } from '../shared/useRefMerger';
import { useDebouncedCallback } from '../shared/useTimeout';
import { loaderAnnouncement } from './announcement';
import type { Identified, InfiniteLoaderOptions, InfiniteLoaderResult, LoaderElementProps } from './types';
import { useLoaderStore } from './useLoaderStore';

/** Grid fetch debounce (spec §9). */
export const GRID_FETCH_DEBOUNCE_MS = 250;
/** Carousel fetch debounce (spec §9). */
export const CAROUSEL_FETCH_DEBOUNCE_MS = 100;

/**
 * Infinite loading over a fetch function, an infinite query (`useInfiniteQuerySource`) or your
 * own `LoaderSource`. Spread `getLoaderProps()` on the element at the end of the list; render
 * `announcement` in a `<LiveRegion>`.
 *
 * States: `idle` (waiting for the loader to be visible `debounceMs`), `fetching`, `error`
 * (until `retry()`), `done` (a page brought nothing new, or the source ended). A new
 * `resetKey` (or source identity) resets the list without a remount and aborts the request
 * in flight; its late answer is dropped. Several fetches never overlap.
 *
 * @selector [data-gk-loader] the loader element (sentinel, spinner or error message)
 * @selector [data-gk-loader][data-state="idle|fetching|error|done"] the fetching state
 * @selector [data-gk-loader][aria-hidden] set except in the error state (the live region speaks)
 *
 * @example
 * const loader = useInfiniteLoader({ source: fetchGifs, resetKey: term, debounceMs: 250 });
 * loader.items.map(…); <div {...loader.getLoaderProps()} />
 */
export function useInfiniteLoader<T extends Identified>(options: InfiniteLoaderOptions<T>): InfiniteLoaderResult<T> {
  const { source, resetKey, debounceMs = GRID_FETCH_DEBOUNCE_MS, root, rootMargin, enabled = true } = options;
  const latest = useRef(options);
  latest.current = options;
  const store = useLoaderStore(latest, resetKey !== undefined ? resetKey : source);
  const state = store.current();
  const { status, generation, items } = state;

  // Visibility of the loader element, debounced into fetches.
  const [loaderElement, setLoaderElement] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);
  const visibleRef = useRef(false);
  useIntersection(
    loaderElement,
    (entry) => {
      visibleRef.current = entry.isIntersecting;
      setVisible(entry.isIntersecting);
    },
    { root, rootMargin, disabled: !enabled || status === 'done' },
  );
  const debouncedFetch = useDebouncedCallback(() => {
    if (visibleRef.current) store.fetch();
  }, debounceMs);

  // A reset by a new key: abort the stale request and tell the host.
  useEffect(store.settle);

  // Idle and visible: fetch after the debounce, and again after each page (the items change)
  // while it stays visible. A page may land before React renders the `fetching` state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation or page re-arms the fetch
  useEffect(() => {
    if (status === 'idle' && visible && enabled && items) debouncedFetch();
  }, [status, visible, enabled, generation, items, debouncedFetch]);

  useEffect(() => store.abort, [store]);

  const mergeLoaderRef = useRefMerger(setLoaderElement as (element: HTMLElement | null) => void);
  const getLoaderProps = <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(props?: P) =>
    mergeProps<Omit<P, 'ref'> & LoaderElementProps>({ 'aria-hidden': status === 'error' ? undefined : true }, props, {
      ref: mergeLoaderRef(props?.ref),
      'data-gk-loader': '',
      'data-state': status,
    });

  const messages = resolveListMessages(options.messages);
  return {
    items,
    status,
    state,
    error: state.error,
    noResults: status === 'done' && !items.length,
    retry: store.retry,
    reset: store.reset,
    getLoaderProps,
    announcement: loaderAnnouncement(state, messages, options.term),
  };
}
