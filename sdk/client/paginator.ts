/**
 * `createPaginator`: the list store (`listStore.ts`) behind a promise-per-page API, for code
 * that wants "the next page" without subscribing (`gifPaginator` in gifkit/compat is its face).
 */
import { createListStore } from './listStore';
import type { Identified, PageLike } from './paging';

export interface PaginatorState<T> {
  /** Every unique item so far, in arrival order. */
  items: readonly T[];
  /** How many new items the last call added (0 for a call that did not fetch). */
  added: number;
  /** The new items the last call added, in arrival order (empty for a call that did not fetch). */
  newItems: readonly T[];
  /** True once the end is known: offset reached total_count, or a page came back empty. */
  done: boolean;
}

export interface Paginator<T> {
  /** Fetches the next page (or returns the finished list). Concurrent calls share one fetch. */
  next(signal?: AbortSignal): Promise<PaginatorState<T>>;
  /** Replaces the list (e.g. after the user removed an item), keeping the offset. */
  replace(items: readonly T[]): void;
  /** The current state, without fetching. */
  readonly state: PaginatorState<T>;
  /** The offset the next fetch will ask for. */
  readonly offset: number;
}

/**
 * A paginator over `fetchPage(offset)`: each `next()` brings the next page's new items; once
 * the list is done it returns the list without a request. `initial` seeds the list (e.g.
 * server-rendered items) and the starting offset. A failed page is asked for again. A source
 * that pages by cursor gets the previous page's `next_cursor` as `cursor`.
 */
export function createPaginator<T extends Identified>(
  fetchPage: (offset: number, signal?: AbortSignal, cursor?: string) => Promise<PageLike<T>>,
  initial: readonly T[] = [],
): Paginator<T> {
  const store = createListStore<T>({ source: fetchPage }, [...initial]);
  let newItems: readonly T[] = [];
  let inFlight: Promise<PaginatorState<T>> | undefined;
  const snapshot = (): PaginatorState<T> => {
    const { items, status } = store.getSnapshot();
    return { items, added: newItems.length, newItems, done: status === 'done' };
  };
  return {
    next(signal) {
      if (store.getSnapshot().status === 'done') {
        newItems = [];
        return Promise.resolve(snapshot());
      }
      const failed = store.getSnapshot().status === 'error';
      inFlight ??= (failed ? store.retry(signal) : store.fetchNext(signal))
        .then((fresh) => {
          newItems = fresh;
          return snapshot();
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    replace: store.replace,
    get state() {
      return snapshot();
    },
    get offset() {
      return store.offset;
    },
  };
}
