/**
 * `useInfiniteLoader`: "load more when the end is visible" for the grid and the carousel.
 * It binds a list's state to React and adds only what is
 * about the screen: the loader element watched with an IntersectionObserver, a fetch after
 * `debounceMs` of visibility, again while it stays visible, and the reset by query identity.
 * The list itself is the SDK's list store (`sdk/client/listStore.ts`: paging, de-duplication,
 * one fetch at a time, abort on reset, retry), read with `useSyncExternalStore`; for a
 * controlled list (an infinite query) the query's result is the state and the store counts
 * only its generations. Nothing is written during render.
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
import { initialListState, type ListState } from '../../sdk/client/listState';
import { createListStore, type ListSource } from '../../sdk/client/listStore';
import type { Identified } from '../../sdk/client/paging';
import { GifkitError } from '../../sdk/errors';
import { mergeProps } from '../shared/composeHandlers';
import { resolveListMessages } from '../shared/messages';
import { useIntersection } from '../shared/useIntersection';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { useLatest } from '../shared/useLatest';
import { useRefMerger } from '../shared/useRefMerger';
import { useDebouncedCallback } from '../shared/useTimeout';
import { loaderAnnouncement } from './announcement';
import type { ControlledList, InfiniteLoaderOptions, InfiniteLoaderResult } from './types';

/** Grid fetch debounce. */
export const GRID_FETCH_DEBOUNCE_MS = 250;
/** Carousel fetch debounce. */
export const CAROUSEL_FETCH_DEBOUNCE_MS = 100;

function isControlledList<T extends Identified<string>>(
  source: InfiniteLoaderOptions<T>['source'],
): source is ControlledList<T> {
  return typeof source === 'object' && source !== null && 'fetchMore' in source;
}

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
export function useInfiniteLoader<T extends Identified<string>>(
  options: InfiniteLoaderOptions<T>,
): InfiniteLoaderResult<T> {
  const { debounceMs = GRID_FETCH_DEBOUNCE_MS, root, rootMargin, enabled = true, source } = options;
  const latest = useRef(options);
  // One list store per kind of source. A fetch function or `LoaderSource` is paged and held by
  // it; a controlled list (an infinite query's result) holds its own items, status and error,
  // and the store, never asked to fetch, keeps only the generation a new query moves on (the
  // grid forgets its active tile).
  const controlled = isControlledList<T>(source);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first items of a new store only; later ones arrive by `replace`
  const store = useMemo(
    () =>
      createListStore<T>(
        { source: source as ListSource<T> },
        controlled ? [] : (options.items ?? options.initialItems),
      ),
    [controlled],
  );
  // The query these props name: a new one resets the list. Without a resetKey, a new fetch
  // function is a new query; a controlled list is a new object every render, so only its
  // resetKey counts.
  const key = options.resetKey !== undefined ? options.resetKey : controlled ? null : source;
  // The query of the store's current generation (written after commit only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store starts at this render's query
  const query = useMemo(() => ({ generation: store.getSnapshot().generation, key }), [store]);
  useInsertionEffect(() => {
    latest.current = options;
    const { stateReducer, onStateChange, onItemsChange, onItemsFetched } = options;
    store.setOptions(
      controlled
        ? { stateReducer, onStateChange }
        : { source: source as ListSource<T>, stateReducer, onStateChange, onItemsChange, onItemsFetched },
    );
  });

  // Render the list's state; a new query shows as the empty list of the next generation at
  // once, and the layout effect below makes the store agree before anything is painted.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // An untouched store just takes a new query (an inline fetch function without a resetKey then
  // costs no extra render); a controlled list's store is always reset, so the grid hears of it.
  const takesQueryAsIs = (now: ListState<T>) => !controlled && now.status === 'idle' && !now.items.length;
  const isCurrent = (now: ListState<T>) => query.generation === now.generation && sameKey(query.key, key);
  const current = isCurrent(snapshot) || takesQueryAsIs(snapshot);
  const own = current ? snapshot : initialListState<T>([], snapshot.generation + 1);
  // The state to render: a controlled list's own; else the store's, with a host's controlled
  // items as the list shown (and the one the next page is appended to).
  const state: ListState<T> = controlled
    ? { items: source.items, status: source.status, error: source.error, generation: own.generation }
    : options.items !== undefined && options.items !== own.items
      ? { ...own, items: options.items }
      : own;
  const { status, generation, items } = state;

  const remember = () => {
    query.generation = store.getSnapshot().generation;
    query.key = key;
  };
  const startQuery = () => {
    store.reset();
    remember();
  };
  useIsomorphicLayoutEffect(() => {
    const now = store.getSnapshot();
    if (isCurrent(now)) return;
    // Any list but an untouched one starts over. The store tells `onStateChange`, and
    // `onItemsChange` when it empties: a host that controls `items` still holds the old
    // query's list and gets the new one.
    if (takesQueryAsIs(now)) remember();
    else startQuery();
  });
  // A host's controlled items are the list the next page is appended to (not the old query's
  // list while a reset is pending: the host gets the new one first).
  useIsomorphicLayoutEffect(() => {
    if (options.items !== undefined && current && !controlled) store.replace(options.items);
  }, [options.items, store]);
  useEffect(() => store.abort, [store]);

  // What the loader asks of its list, with the latest committed props.
  const controlledSource = () => latest.current.source as ControlledList<T>;
  const retry = () => {
    if (controlled) controlledSource().retry();
    else store.retry().catch(() => {}); // the error is in the state
  };

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

  // Visibility of the loader element, debounced into fetches. A report speaks for the list it
  // was made over: a page appended moves the loader, so the element is observed afresh for each
  // list (`observeKey`), and a fetch waits for the report of the list on screen. On a loaded
  // machine the layout after a page can come later than the debounce; the old report then
  // fetches nothing. (Both callbacks below are the last committed render's, so the `listKey`
  // they read is the list on screen.) A report renders nothing: it is kept in refs.
  const [loaderElement, setLoaderElement] = useState<HTMLElement | null>(null);
  const visible = useRef(false);
  const listKey = `${generation}:${items.length}`;
  const reportedList = useRef('');
  useIntersection(
    loaderElement,
    (entry) => {
      visible.current = entry.isIntersecting;
      reportedList.current = listKey;
      if (entry.isIntersecting) armFetch.current();
    },
    { root, rootMargin, disabled: !enabled || status === 'done', observeKey: listKey },
  );
  const fetchMore = () => {
    if (!visible.current || reportedList.current !== listKey || latest.current.enabled === false) return;
    const list = controlledSource();
    if (!controlled)
      store.fetchNext().catch(() => {}); // the error is in the state
    else if (list.status === 'idle' && list.hasMore) list.fetchMore();
  };
  const debouncedFetch = useDebouncedCallback(fetchMore, debounceMs);
  // A fresh report of the loader in view starts the debounce again (the list may not have changed).
  const armFetch = useLatest(() => {
    if (status === 'idle' && enabled) debouncedFetch();
  });

  // Idle and visible: fetch after the debounce, and again after each page (the items change)
  // while it stays visible. (The loader coming into view starts the debounce itself: armFetch.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation or page re-arms the fetch
  useEffect(() => {
    if (status === 'idle' && visible.current && enabled && items) debouncedFetch();
  }, [status, enabled, generation, items, debouncedFetch]);

  const mergeLoaderRef = useRefMerger(setLoaderElement as (element: HTMLElement | null) => void);
  const getLoaderProps = <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(props?: P) =>
    mergeProps<ReturnType<InfiniteLoaderResult<T>['getLoaderProps']> & Omit<P, 'ref'>>(
      { 'aria-hidden': status === 'error' ? undefined : true },
      props,
      {
        ref: mergeLoaderRef(props?.ref),
        'data-gk-loader': '',
        'data-state': status,
      },
    );

  const messages = resolveListMessages(options.messages);
  return {
    items,
    status,
    state,
    error: state.error,
    hasMore: status !== 'done',
    noResults: status === 'done' && !items.length,
    retry,
    reset: startQuery,
    getLoaderProps,
    announcement: loaderAnnouncement(state, messages, options.term),
  };
}
