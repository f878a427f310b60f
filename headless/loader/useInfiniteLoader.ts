/**
 * `useInfiniteLoader`: "load more when the end is visible" for the grid and the carousel
 * (widgets spec §4, STYLE.md R15). It binds a list's state to React and adds only what is
 * about the screen: the loader element watched with an IntersectionObserver, a fetch after
 * `debounceMs` of visibility, again while it stays visible, and the reset by query identity.
 * The list itself is the SDK's list store (`sdk/client/paginator.ts`: paging, de-duplication,
 * one fetch at a time, abort on reset, retry), read with `useSyncExternalStore`; or, for a
 * controlled list (an infinite query), the query's own state. Nothing is written during render.
 */
import {
  type HTMLAttributes,
  type Ref,
  useEffect,
  useInsertionEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { initialListState } from '../../sdk/client/listState';
import { createListStore, type ListSource } from '../../sdk/client/paginator';
import { GifkitError } from '../../sdk/errors';
import { mergeProps } from '../shared/composeHandlers';
import { resolveListMessages } from '../shared/messages';
import { changedFields } from '../shared/useControlledReducer';
import { useIntersection } from '../shared/useIntersection';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';
import { useRefMerger } from '../shared/useRefMerger';
import { useDebouncedCallback } from '../shared/useTimeout';
import { loaderAnnouncement } from './announcement';
import type {
  ControlledList,
  Identified,
  InfiniteLoaderOptions,
  InfiniteLoaderResult,
  LoaderElementProps,
  LoaderState,
} from './types';

/** Grid fetch debounce (spec §9). */
export const GRID_FETCH_DEBOUNCE_MS = 250;
/** Carousel fetch debounce (spec §9). */
export const CAROUSEL_FETCH_DEBOUNCE_MS = 100;

const sameKey = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

function isControlledList<T extends Identified>(
  source: InfiniteLoaderOptions<T>['source'],
): source is ControlledList<T> {
  return typeof source === 'object' && source !== null && 'fetchMore' in source;
}

/** A list nothing has happened to yet: resetting it would change nothing. */
const pristine = ({ status, items }: LoaderState<unknown>) => status === 'idle' && !items.length;

/** A controlled list's store never fetches: the list's owner does. */
const NOTHING: ListSource<never> = { loadMore: async () => ({ items: [], done: true }) };

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
  const { source, resetKey, debounceMs = GRID_FETCH_DEBOUNCE_MS, root, rootMargin, enabled = true } = options;
  const controlled = isControlledList<T>(source) ? source : undefined;
  // The query identity: `resetKey`, else a fetch function's or source's identity (a controlled
  // list is a new object every render: only its `resetKey` says a new query began).
  const key = resetKey !== undefined ? resetKey : controlled ? null : source;
  const latest = useRef(options);

  // One SDK list store per loader, and the query each of its generations belongs to (written
  // once per generation, after commit). The latest props reach both after commit only.
  const [store] = useState(() =>
    createListStore<T>(
      {
        source: NOTHING,
        stateReducer: (state, change) => latest.current.stateReducer?.(state, change) ?? change.changes,
        onChange: (action, next, previous) => {
          latest.current.onStateChange?.({ ...changedFields(previous, next), type: action.type });
          if (next.items !== previous.items) latest.current.onItemsChange?.(next.items);
        },
        onItemsFetched: (added, all) => latest.current.onItemsFetched?.(added, all),
        onError: (error) => latest.current.onError?.(asError(error)),
      },
      options.items ?? options.initialItems ?? [],
    ),
  );
  const [queries] = useState(() => new Map<number, unknown>([[0, key]]));
  useInsertionEffect(() => {
    latest.current = options;
    store.setOptions({ source: controlled ? NOTHING : (source as ListSource<T>) });
  });

  // Render the store's state; a new query shows as the empty list of the next generation at
  // once, and the layout effect below makes the store agree before anything is painted.
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const current = sameKey(queries.get(snapshot.generation), key) || (!controlled && pristine(snapshot));
  const own = current ? snapshot : initialListState<T>([], snapshot.generation + 1);
  const state: LoaderState<T> = controlled
    ? { items: controlled.items, status: controlled.status, error: controlled.error, generation: own.generation }
    : options.items !== undefined && options.items !== own.items
      ? { ...own, items: options.items }
      : own;
  const { status, generation, items } = state;

  useIsomorphicLayoutEffect(() => {
    const { generation: at } = store.getSnapshot();
    if (sameKey(queries.get(at), key)) return;
    // An untouched list just takes the new query (an inline source without a resetKey then
    // costs no extra render); any other is reset. A controlled list's store holds only its
    // generation, which a new query always moves on (the grid forgets its active tile).
    if (!controlled && pristine(store.getSnapshot())) return void queries.set(at, key);
    // The store tells `onStateChange`, and `onItemsChange` when the list empties: a host that
    // controls `items` still holds the old query's list and gets the new one.
    store.reset();
    queries.set(store.getSnapshot().generation, key);
  });
  // A host's controlled items are the list the next page is appended to (not the old query's
  // list while a reset is pending: the host gets the new one first).
  useIsomorphicLayoutEffect(() => {
    if (options.items !== undefined && current) store.replace(options.items);
  }, [options.items, store]);
  useEffect(() => store.abort, [store]);

  // A controlled list's changes reach the host's callbacks too.
  const reported = useRef<{ status: string; error: unknown }>({ status, error: state.error });
  useEffect(() => {
    if (!controlled) return;
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
    if (!visibleRef.current || latest.current.enabled === false) return;
    const list = latest.current.source;
    if (isControlledList<T>(list)) {
      if (list.status === 'idle' && list.hasMore) list.fetchMore();
    } else store.fetchNext().catch(() => {}); // the error is in the state and went to onError
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

  const retry = () => {
    const list = latest.current.source;
    if (isControlledList<T>(list)) list.retry();
    else store.retry().catch(() => {});
  };
  const reset = () => {
    if (controlled) return;
    store.reset();
    queries.set(store.getSnapshot().generation, key);
  };

  const messages = resolveListMessages(options.messages);
  return {
    items,
    status,
    state,
    error: state.error,
    hasMore: status !== 'done',
    noResults: status === 'done' && !items.length,
    retry,
    reset,
    getLoaderProps,
    announcement: loaderAnnouncement(state, messages, options.term),
  };
}
