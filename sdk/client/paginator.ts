/**
 * The paginator (widgets spec §4): the next offset is the previous count plus the previous
 * offset; once that reaches `total_count` the list is finished and further calls return it
 * without a request; items are de-duplicated by id. Control flow is typed (`added`, `done`)
 * instead of hidden flags on the returned array. A page costs O(page): the list grows in
 * place, and a state's `items` array is copied out of it only when read.
 */

import { type Identified, nextPage, type PageLike, takeUnseen } from './paging';

export { nextPage, type PageLike } from './paging';

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
 * Creates a paginator over `fetchPage(offset)`. `initial` seeds the list (e.g. server-rendered
 * items) and the starting offset.
 */
export function createPaginator<T extends Identified>(
  fetchPage: (offset: number, signal?: AbortSignal) => Promise<PageLike<T>>,
  initial: readonly T[] = [],
): Paginator<T> {
  // `list` only grows (push) until replace() swaps it, so the list as of a state is a length
  // of it: `view`. A view's `items` array is copied out on first read, then shared.
  let list: T[] = [...initial];
  let ids = new Set(list.map((item) => String(item.id)));
  let view: { list: T[]; length: number; items?: readonly T[] } = { list, length: list.length };
  let offset = list.length;
  let done = false;
  let newItems: readonly T[] = [];
  let inFlight: Promise<PaginatorState<T>> | undefined;

  const snapshot = (): PaginatorState<T> => {
    const at = view;
    return {
      get items() {
        at.items ??= at.list.slice(0, at.length);
        return at.items;
      },
      added: newItems.length,
      newItems,
      done,
    };
  };

  async function fetchNext(signal?: AbortSignal): Promise<PaginatorState<T>> {
    const page = await fetchPage(offset, signal);
    ({ offset, done } = nextPage(page, offset));
    newItems = takeUnseen(ids, page.data);
    if (newItems.length) {
      for (const item of newItems) list.push(item);
      view = { list, length: list.length };
    }
    return snapshot();
  }

  return {
    next(signal) {
      if (done) {
        newItems = [];
        return Promise.resolve(snapshot());
      }
      inFlight ??= fetchNext(signal).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    replace(next) {
      list = [...next];
      ids = new Set(list.map((item) => String(item.id)));
      view = { list, length: list.length };
    },
    get state() {
      return snapshot();
    },
    get offset() {
      return offset;
    },
  };
}
