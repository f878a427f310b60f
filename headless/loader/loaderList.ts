/**
 * The loader's two sources behind one face (`LoaderList`): a list store the loader owns (for a
 * fetch function or a `LoaderSource`: `sdk/client/listStore.ts`), or a controlled list someone
 * else holds (an infinite query's result: `useInfiniteQuerySource`), which the loader only reads
 * and asks for more. `useInfiniteLoader` renders either without knowing which it has.
 */
import { initialListState, type ListAction, ListChangeType, listReducer } from '../../sdk/client/listState';
import { createListStore, type ListSource } from '../../sdk/client/listStore';
import { runReducer } from '../../sdk/client/runReducer';
import type { ControlledList, Identified, InfiniteLoaderOptions, LoaderState } from './types';

export interface LoaderList<T extends Identified> {
  /** `useSyncExternalStore`'s pair: what the list holds between renders. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): LoaderState<T>;
  /** The state to render: the snapshot with this render's props over it. */
  view(snapshot: LoaderState<T>, options: InfiniteLoaderOptions<T>): LoaderState<T>;
  /** The query these props name: a new one resets the list. */
  queryOf(options: InfiniteLoaderOptions<T>): unknown;
  /** Whether a list in this state takes a new query without a reset (nothing would change). */
  takesQueryAsIs(state: LoaderState<T>): boolean;
  /** The committed props (after commit only). */
  update(options: InfiniteLoaderOptions<T>): void;
  /** Asks for the next page, if the list is idle and has one. */
  fetchMore(): void;
  /** Asks again after an error: always a new request. */
  retry(): void;
  /** Starts a new generation (a new query): what is in flight is dropped. */
  reset(): void;
  /** Takes over a host's edited items (controlled `items`). */
  replace(items: readonly T[]): void;
  /** Drops what is in flight (unmount). */
  abort(): void;
}

export function isControlledList<T extends Identified>(
  source: InfiniteLoaderOptions<T>['source'],
): source is ControlledList<T> {
  return typeof source === 'object' && source !== null && 'fetchMore' in source;
}

/** What both kinds call back with: the latest committed props. */
type Latest<T extends Identified> = { readonly current: InfiniteLoaderOptions<T> };

/** A list nothing has happened to yet. */
const pristine = ({ status, items }: LoaderState<unknown>) => status === 'idle' && !items.length;

/** A fetch function or `LoaderSource`, paged and held by an SDK list store. */
export function storeList<T extends Identified>(latest: Latest<T>): LoaderList<T> {
  const options = latest.current;
  const store = createListStore<T>(
    {
      source: options.source as ListSource<T>,
      stateReducer: (state, change) => latest.current.stateReducer?.(state, change) ?? change.changes,
      onStateChange: (change) => latest.current.onStateChange?.(change),
      onItemsChange: (items) => latest.current.onItemsChange?.(items),
      onItemsFetched: (added, all) => latest.current.onItemsFetched?.(added, all),
    },
    options.items ?? options.initialItems ?? [],
  );
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    // A host's controlled items are the list shown (and the one the next page is appended to).
    view: (snapshot, { items }) =>
      items !== undefined && items !== snapshot.items ? { ...snapshot, items } : snapshot,
    // Without a resetKey, a new fetch function or source is a new query.
    queryOf: ({ resetKey, source }) => (resetKey !== undefined ? resetKey : source),
    takesQueryAsIs: pristine,
    update: ({ source }) => store.setOptions({ source: source as ListSource<T> }),
    fetchMore: () => void store.fetchNext().catch(() => {}), // the error is in the state
    retry: () => void store.retry().catch(() => {}),
    reset: () => store.reset(),
    replace: store.replace,
    abort: store.abort,
  };
}

/**
 * An infinite query's result: its items, status and error are the list; the loader keeps only
 * the generation, which every new query moves on (the grid forgets its active tile).
 */
export function controlledList<T extends Identified>(latest: Latest<T>): LoaderList<T> {
  let generation = initialListState<T>(); // never holds items: only its generation is read
  const listeners = new Set<() => void>();
  const set = (next: LoaderState<T>) => {
    generation = next;
    for (const listener of listeners) listener();
  };
  const list = () => latest.current.source as ControlledList<T>;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => generation,
    view: (snapshot, { source }) => {
      const { items, status, error } = source as ControlledList<T>;
      return { items, status, error, generation: snapshot.generation };
    },
    // A controlled list is a new object every render: only its resetKey says a new query began.
    queryOf: ({ resetKey }) => (resetKey !== undefined ? resetKey : null),
    takesQueryAsIs: () => false,
    update: () => {},
    fetchMore: () => {
      if (list().status === 'idle' && list().hasMore) list().fetchMore();
    },
    retry: () => list().retry(),
    reset: () => {
      const { stateReducer, onStateChange } = latest.current;
      runReducer<LoaderState<T>, ListAction<T>>(
        generation,
        { type: ListChangeType.Reset, items: [] },
        { reducer: listReducer, stateReducer, onStateChange },
        set,
      );
    },
    replace: () => {},
    abort: () => {},
  };
}
