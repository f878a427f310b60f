/**
 * `useInfiniteLoader`: the one implementation of "load more when the end is visible" for the
 * grid and the carousel (widgets spec §4, STYLE.md R15). It watches the loader element with an
 * IntersectionObserver, fetches after `debounceMs` of visibility, appends unique items, keeps
 * fetching while the loader stays visible, stops when a page brings nothing new, and resets by
 * query identity without a remount, dropping (and aborting) the stale request.
 */
import { type HTMLAttributes, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { resolveListMessages } from '../shared/messages';
import { useIntersection } from '../shared/useIntersection';
import { useRefMerger } from '../shared/useRefMerger';
import { useDebouncedCallback } from '../shared/useTimeout';
import { loaderAnnouncement } from './announcement';
import { LoaderChangeType } from './changeTypes';
import { unseen } from './listIndex';
import { toLoaderSource } from './sources';
import type { Identified, InfiniteLoaderOptions, InfiniteLoaderResult, LoaderSource } from './types';
import { snapshotOf, useLoaderStore } from './useLoaderStore';

/** Grid fetch debounce (spec §9). */
export const GRID_FETCH_DEBOUNCE_MS = 250;
/** Carousel fetch debounce (spec §9). */
export const CAROUSEL_FETCH_DEBOUNCE_MS = 100;

interface SourceBox<T> {
  generation: number;
  source: LoaderSource<T>;
}

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
  const { state, current, dispatch } = useLoaderStore(options, resetKey !== undefined ? resetKey : source);
  const { status, generation, items } = state;

  const controller = useRef<AbortController | undefined>(undefined);
  // The paginator of a fetch function lives as long as its query (one generation).
  const paged = useRef<SourceBox<T> | undefined>(undefined);
  const sourceFor = (gen: number): LoaderSource<T> => {
    const input = latest.current.source;
    if (typeof input !== 'function') return input;
    if (paged.current?.generation !== gen) {
      // The latest function is called, so an inline closure works when a `resetKey` is given.
      const fetchLatest = (offset: number, signal: AbortSignal) => {
        const current = latest.current.source;
        return typeof current === 'function' ? current(offset, signal) : Promise.reject(new Error('source changed'));
      };
      paged.current = { generation: gen, source: toLoaderSource<T>(fetchLatest) };
    }
    return paged.current.source;
  };

  const fetchNow = () => {
    const start = current();
    if (start.status !== 'idle' || latest.current.enabled === false) return;
    const gen = start.generation;
    dispatch({ type: LoaderChangeType.FetchStart });
    if (current().status !== 'fetching') return; // a stateReducer said no
    const abort = new AbortController();
    controller.current = abort;
    const known = current().items;
    const stale = () => abort.signal.aborted || current().generation !== gen;
    Promise.resolve()
      .then(() => sourceFor(gen).loadMore(known, abort.signal))
      .then(
        (result) => {
          if (stale()) return;
          const added = unseen(current().items, result.items);
          dispatch({ type: LoaderChangeType.FetchSuccess, generation: gen, items: result.items, done: result.done });
          if (added.length) latest.current.onItemsFetched?.(added, current().items);
        },
        (error: unknown) => {
          if (stale()) return;
          dispatch({ type: LoaderChangeType.FetchError, generation: gen, error });
          latest.current.onError?.(error);
        },
      )
      .finally(() => {
        if (controller.current === abort) controller.current = undefined;
      });
  };
  const fetchLatest = useRef(fetchNow);
  fetchLatest.current = fetchNow;

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
    if (visibleRef.current) fetchLatest.current();
  }, debounceMs);

  // A reset (new key or reset()): abort the stale request and tell the host.
  const announcedGeneration = useRef(generation);
  useEffect(() => {
    if (announcedGeneration.current === generation) return;
    announcedGeneration.current = generation;
    controller.current?.abort();
    const next = current();
    latest.current.onStateChange?.({ type: LoaderChangeType.Reset, ...next });
    if (latest.current.items !== undefined && latest.current.items !== next.items) {
      latest.current.onItemsChange?.(next.items);
    }
  }, [generation, current]);

  // Idle and visible: fetch after the debounce, and again after each page (the items change)
  // while it stays visible. A page may land before React renders the `fetching` state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation or page re-arms the fetch
  useEffect(() => {
    if (status === 'idle' && visible && enabled && items) debouncedFetch();
  }, [status, visible, enabled, generation, items, debouncedFetch]);

  useEffect(() => () => controller.current?.abort(), []);

  const retry = useCallback(() => {
    dispatch({ type: LoaderChangeType.Retry });
    fetchLatest.current();
  }, [dispatch]);

  const reset = useCallback(() => {
    controller.current?.abort();
    debouncedFetch.cancel();
    dispatch({ type: LoaderChangeType.Reset, items: snapshotOf(latest.current.source) });
    announcedGeneration.current = current().generation;
  }, [dispatch, debouncedFetch, current]);

  const mergeLoaderRef = useRefMerger(setLoaderElement as (element: HTMLElement | null) => void);
  function getLoaderProps<P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(userProps?: P) {
    const { ref, ...rest } = (userProps ?? {}) as P;
    return {
      'aria-hidden': status === 'error' ? undefined : true,
      ...rest,
      ref: mergeLoaderRef(ref),
      'data-gk-loader': '' as const,
      'data-state': status,
    };
  }

  const messages = resolveListMessages(options.messages);
  return {
    items,
    status,
    state,
    error: state.error,
    noResults: status === 'done' && state.items.length === 0,
    retry,
    reset,
    getLoaderProps,
    announcement: loaderAnnouncement(state, messages, options.term),
  };
}
