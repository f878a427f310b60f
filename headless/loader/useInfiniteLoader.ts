/**
 * `useInfiniteLoader`: "load more when the end is visible" for the grid and the carousel.
 * It binds a list's state to React and adds only what is
 * about the screen: the loader element watched with an IntersectionObserver, a fetch after
 * `debounceMs` of visibility, again while it stays visible, and the reset by query identity.
 * The list itself is a `LoaderList` (`loaderList.ts`): the SDK's list store
 * (`sdk/client/listStore.ts`: paging, de-duplication, one fetch at a time, abort on reset,
 * retry), or a controlled list (an infinite query) whose state is the query's; either is read
 * with `useSyncExternalStore`. Nothing is written during render.
 */
import {
  type HTMLAttributes,
  type Ref,
  useEffect,
  useInsertionEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { initialListState } from '../../sdk/client/listState';
import { GifkitError } from '../../sdk/errors';
import { mergeProps } from '../shared/composeHandlers';
import { resolveListMessages } from '../shared/messages';
import { useIntersection } from '../shared/useIntersection';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { useRefMerger } from '../shared/useRefMerger';
import { useDebouncedCallback } from '../shared/useTimeout';
import { loaderAnnouncement } from './announcement';
import { controlledList, isControlledList, storeList } from './loaderList';
import type { Identified, InfiniteLoaderOptions, InfiniteLoaderResult, LoaderElementProps, LoaderState } from './types';

/** Grid fetch debounce. */
export const GRID_FETCH_DEBOUNCE_MS = 250;
/** Carousel fetch debounce. */
export const CAROUSEL_FETCH_DEBOUNCE_MS = 100;

const sameKey = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

/** What `onError` receives: the thrown Error itself, anything else wrapped. */
const asError = (error: unknown) =>
  error instanceof Error
    ? error
    : new GifkitError(`gifkit: the list source failed: ${String(error)}`, { cause: error });

/**
 * Infinite loading over a fetch function, a `LoaderSource`, or a controlled list
 * (`useInfiniteQuerySource(query)`). Spread `getLoaderProps()` on the element at the end of the
 * list; render `announcement` in a `<LiveRegion>`.
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
  const { debounceMs = GRID_FETCH_DEBOUNCE_MS, root, rootMargin, enabled = true } = options;
  const latest = useRef(options);
  // The list behind the loader (its own store, or a controlled list it only reads), one per kind
  // of source, and the query each of its generations belongs to (written once per generation,
  // after commit). The latest props reach both after commit only.
  const controlled = isControlledList<T>(options.source);
  const list = useMemo(() => (controlled ? controlledList(latest) : storeList(latest)), [controlled]);
  const key = list.queryOf(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at this render's query; later ones are recorded after commit
  const queries = useMemo(() => new Map<number, unknown>([[list.getSnapshot().generation, key]]), [list]);
  useInsertionEffect(() => {
    latest.current = options;
    list.update(options);
  });

  // Render the list's state; a new query shows as the empty list of the next generation at
  // once, and the layout effect below makes the list agree before anything is painted.
  const snapshot = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
  const current = sameKey(queries.get(snapshot.generation), key) || list.takesQueryAsIs(snapshot);
  const state: LoaderState<T> = list.view(
    current ? snapshot : initialListState<T>([], snapshot.generation + 1),
    options,
  );
  const { status, generation, items } = state;

  const startQuery = () => {
    list.reset();
    queries.set(list.getSnapshot().generation, key);
  };
  useIsomorphicLayoutEffect(() => {
    const now = list.getSnapshot();
    if (sameKey(queries.get(now.generation), key)) return;
    // An untouched list just takes the new query (an inline source without a resetKey then
    // costs no extra render); any other starts over. The list tells `onStateChange`, and
    // `onItemsChange` when it empties: a host that controls `items` still holds the old
    // query's list and gets the new one.
    if (list.takesQueryAsIs(now)) queries.set(now.generation, key);
    else startQuery();
  });
  // A host's controlled items are the list the next page is appended to (not the old query's
  // list while a reset is pending: the host gets the new one first).
  useIsomorphicLayoutEffect(() => {
    if (options.items !== undefined && current) list.replace(options.items);
  }, [options.items, list]);
  useEffect(() => list.abort, [list]);

  // A new error reaches the host's `onError` once (never for an aborted or stale request: those
  // never put the list in error).
  const reported = useRef<{ status: string; error: unknown }>({ status, error: state.error });
  useEffect(() => {
    const before = reported.current;
    reported.current = { status, error: state.error };
    if (status === 'error' && (before.status !== 'error' || before.error !== state.error)) {
      latest.current.onError?.(asError(state.error));
    }
  });

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
  const fetchMore = () => {
    if (visibleRef.current && latest.current.enabled !== false) list.fetchMore();
  };
  const debouncedFetch = useDebouncedCallback(fetchMore, debounceMs);

  // Idle and visible: fetch after the debounce, and again after each page (the items change)
  // while it stays visible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation or page re-arms the fetch
  useEffect(() => {
    if (status === 'idle' && visible && enabled && items) debouncedFetch();
  }, [status, visible, enabled, generation, items, debouncedFetch]);

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
    hasMore: status !== 'done',
    noResults: status === 'done' && !items.length,
    retry: list.retry,
    reset: startQuery,
    getLoaderProps,
    announcement: loaderAnnouncement(state, messages, options.term),
  };
}
