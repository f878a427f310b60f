/**
 * The loader's store (STYLE.md R5): the pure reducer behind `stateReducer`, controlled `items`
 * merged over the internal list, `onStateChange`/`onItemsChange` after every change, the
 * reset by query identity (applied during render so no frame shows the old list), and the
 * fetches: one at a time, aborted on reset and unmount, a stale answer dropped. The state
 * lives outside React's so async fetch callbacks always read the latest one.
 */
import { type RefObject, useReducer, useState } from 'react';
import { LoaderChangeType } from './changeTypes';
import { unseen } from './listIndex';
import { initialLoaderState, loaderReducer } from './reducer';
import { paginatorSource } from './sources';
import type { FetchPage, Identified, InfiniteLoaderOptions, LoaderAction, LoaderSource, LoaderState } from './types';

type Latest<T extends Identified> = RefObject<InfiniteLoaderOptions<T>>;

const sameKey = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

const fields = ['items', 'status', 'error', 'generation'] as const;

/** Items the source already holds (a cached query); none for a fetch function. */
const snapshotOf = <T extends Identified>({ source }: InfiniteLoaderOptions<T>): readonly T[] =>
  typeof source === 'function' ? [] : (source.snapshot?.() ?? []);

export interface LoaderStore<T> {
  /** The latest state (controlled items applied): what to render, and what async callbacks read. */
  current: () => LoaderState<T>;
  /** Fetches the next page if idle and enabled. */
  fetch: () => void;
  /** Clears the error and fetches again. */
  retry: () => void;
  /** Empties the list and starts over, aborting the request in flight. */
  reset: () => void;
  /** After a commit: a reset by a new key aborts the request in flight and tells `onStateChange`. */
  settle: () => void;
  /** Aborts the request in flight (unmount). */
  abort: () => void;
}

function createLoaderStore<T extends Identified>(latest: Latest<T>, rerender: () => void, key: unknown) {
  const { items, initialItems } = latest.current;
  let own = initialLoaderState(items ?? initialItems ?? snapshotOf(latest.current));
  let told = own.generation;
  let controller: AbortController | undefined;
  // A fetch function's paging state lives as long as its query (one generation). It calls the
  // latest function, so an inline closure works when a `resetKey` is given.
  let paged: [number, LoaderSource<T>] | undefined;

  const reduce = (state: LoaderState<T>, action: LoaderAction<T>) => {
    const changes = loaderReducer(state, action);
    return latest.current.stateReducer?.(state, { ...action, changes }) ?? changes;
  };
  const current = (): LoaderState<T> => {
    const controlled = latest.current.items;
    return controlled === undefined || controlled === own.items ? own : { ...own, items: controlled };
  };
  const dispatch = (action: LoaderAction<T>) => {
    const before = current();
    const next = reduce(before, action);
    if (fields.every((field) => next[field] === before[field])) return;
    own = next;
    latest.current.onStateChange?.({ type: action.type, ...next });
    if (next.items !== before.items) latest.current.onItemsChange?.(next.items);
    rerender();
  };
  const abort = () => controller?.abort();

  const fetch = () => {
    const { generation, status } = current();
    if (status !== 'idle' || latest.current.enabled === false) return;
    dispatch({ type: LoaderChangeType.FetchStart });
    const { status: now, items: known } = current();
    if (now !== 'fetching') return; // a stateReducer said no
    let source = latest.current.source;
    if (typeof source === 'function') {
      if (paged?.[0] !== generation) {
        paged = [
          generation,
          paginatorSource((offset, signal) => (latest.current.source as FetchPage<T>)(offset, signal)),
        ];
      }
      source = paged[1];
    }
    const request = new AbortController();
    controller = request;
    const stale = () => request.signal.aborted || own.generation !== generation;
    Promise.resolve()
      .then(() => (source as LoaderSource<T>).loadMore(known, request.signal))
      .then(
        ({ items: page, done }) => {
          if (stale()) return;
          const added = unseen(current().items, page);
          dispatch({ type: LoaderChangeType.FetchSuccess, generation, items: page, done });
          if (added.length) latest.current.onItemsFetched?.(added, current().items);
        },
        (error: unknown) => {
          if (stale()) return;
          dispatch({ type: LoaderChangeType.FetchError, generation, error });
          latest.current.onError?.(error);
        },
      )
      .finally(() => {
        if (controller === request) controller = undefined;
      });
  };

  const store: LoaderStore<T> & { sync: (next: unknown) => void } = {
    current,
    fetch,
    abort,
    retry() {
      dispatch({ type: LoaderChangeType.Retry });
      fetch();
    },
    // The loader's effects re-arm (or drop) the debounced fetch for the new generation.
    reset() {
      abort();
      dispatch({ type: LoaderChangeType.Reset, items: snapshotOf(latest.current) });
      told = own.generation;
    },
    settle() {
      if (told === own.generation) return;
      told = own.generation;
      abort();
      const { onStateChange, onItemsChange, items } = latest.current;
      onStateChange?.({ type: LoaderChangeType.Reset, ...own });
      // A host that controls `items` still holds the old query's list: hand it the new one.
      if (items !== undefined && items !== own.items) onItemsChange?.(own.items);
    },
    sync(next) {
      if (sameKey(key, next)) return;
      key = next;
      own = reduce(own, { type: LoaderChangeType.Reset, items: snapshotOf(latest.current) });
    },
  };
  return store;
}

/**
 * The loader's store, created once. `latest` holds the loader's latest options; `key` is the
 * query identity: when it changes the list resets (a new generation).
 */
export function useLoaderStore<T extends Identified>(latest: Latest<T>, key: unknown): LoaderStore<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [store] = useState(() => createLoaderStore(latest, rerender, key));
  store.sync(key);
  return store;
}
