/**
 * The list store: the one holder of a GIF list's fetch state, framework-free
 * (`subscribe` / `getSnapshot`, what React's `useSyncExternalStore` reads). It pages with the
 * one paging rule (`nextPage`: by offset, or by a provider's cursor) and de-duplicates with the one de-duplication (`takeUnseen`,
 * against an id set kept per list, so a page costs O(page)); one fetch at a time; a reset
 * aborts the fetch in flight and starts a new generation; a retry always reaches the network
 * (`reloadSignal`). Its changes go through gifkit's one reducer runner (`runReducer.ts`).
 * `gifPaginator` (gifkit/compat, over `paginator.ts`) is the same store behind a promise-per-page API.
 */
import { initialListState, type ListAction, ListChangeType, type ListState, listReducer } from './listState';
import { type Identified, nextPage, type PageLike, takeUnseen } from './paging';
import { reloadSignal } from './requestCache';
import { runReducer, type StateChange, type StateReducer } from './runReducer';

/**
 * Fetches the page at `offset`; honour `signal`. A source that pages by cursor gets the
 * previous page's `next_cursor` as `cursor` (undefined for the first page): pass both on,
 * `(offset, signal, cursor) => searchGifs(source, term, { offset, cursor, signal })`.
 */
export type FetchPage<T> = (offset: number, signal: AbortSignal, cursor?: string) => Promise<PageLike<T>>;

/** A source that pages itself: hands back the items after `known` and whether the list ended. */
export interface LoaderSource<T> {
  loadMore(known: readonly T[], signal: AbortSignal): Promise<{ items: readonly T[]; done: boolean }>;
}

/** Where a list's items come from: a page fetcher (paged by `nextPage`) or a source that pages itself. */
export type ListSource<T> = FetchPage<T> | LoaderSource<T>;

/** What the store calls; `setOptions` replaces them (a UI passes its latest props). */
export interface ListStoreOptions<T> {
  source: ListSource<T>;
  /** Rewrites every change before it applies. */
  stateReducer?: StateReducer<ListState<T>, ListAction<T>> | undefined;
  /** After every change: its type and only the fields that changed. */
  onStateChange?: ((change: StateChange<ListState<T>, ListAction<T>>) => void) | undefined;
  /** After a change that gave the list new items (a page, a reset), before `onStateChange`. */
  onItemsChange?: ((items: readonly T[]) => void) | undefined;
  /** After a page added items: the new ones, and the whole list. */
  onItemsFetched?: ((added: readonly T[], items: readonly T[]) => void) | undefined;
  /** When a fetch failed (never for an aborted or stale one), with what it threw. */
  onError?: ((error: unknown) => void) | undefined;
}

/** A list's fetch state outside React: `subscribe` / `getSnapshot`, and the calls that page it. */
export interface ListStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ListState<T>;
  /** Fetches the next page if idle; resolves to the items it added, rejects with its error. */
  fetchNext(signal?: AbortSignal): Promise<readonly T[]>;
  /** Clears the error and fetches again, skipping any cached answer. */
  retry(signal?: AbortSignal): Promise<readonly T[]>;
  /** Aborts the fetch in flight and starts over (a new generation) with `items`. */
  reset(items?: readonly T[]): void;
  /** Takes over an edited list (a host's controlled items); the offset stays. */
  replace(items: readonly T[]): void;
  /** Aborts the fetch in flight (unmount). */
  abort(): void;
  /** The offset the next page will be asked at. */
  readonly offset: number;
  setOptions(options: Partial<ListStoreOptions<T>>): void;
}

/** A framework-free list over a page function or source: pages by offset or cursor, de-duplicated by id. */
export function createListStore<T extends Identified>(
  initial: ListStoreOptions<T>,
  items: readonly T[] = [],
): ListStore<T> {
  let options = initial;
  let state = initialListState(items);
  const listeners = new Set<() => void>();
  // The ids of `indexed` (the list they were read from); rebuilt when the list changed otherwise.
  let seen = new Set<string>();
  let indexed: readonly T[] | undefined;
  // A fetcher's offset (and cursor) for this generation: set at the first fetch, moved only by an answer.
  let offset: number | undefined;
  let cursor: string | undefined;
  let controller: AbortController | undefined;

  const getSnapshot = () => state;
  const set = (next: ListState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const dispatch = (action: ListAction<T>) =>
    runReducer(
      state,
      action,
      {
        reducer: listReducer,
        stateReducer: options.stateReducer,
        onFieldChange: { items: options.onItemsChange },
        onStateChange: options.onStateChange,
      },
      set,
    );
  const unseen = (known: readonly T[], page: readonly T[]) => {
    if (indexed !== known) seen = new Set(known.map((item) => String(item.id)));
    indexed = undefined; // valid again only once the list is known to hold exactly these
    return takeUnseen(seen, page);
  };
  const load = async (known: readonly T[], signal: AbortSignal, generation: number) => {
    const { source } = options;
    if (typeof source !== 'function') return source.loadMore(known, signal);
    offset ??= known.length;
    const at = offset;
    // An offset page is asked with two arguments, as before cursors; a cursor page with three.
    const page = await (cursor === undefined ? source(at, signal) : source(at, signal, cursor));
    const next = nextPage(page, at);
    if (!signal.aborted && state.generation === generation) ({ offset, cursor } = next);
    return { items: page.data, done: next.done };
  };

  function fetchNext(outer?: AbortSignal, retrying = false): Promise<readonly T[]> {
    if (state.status !== 'idle') return Promise.resolve([]); // one fetch at a time; nothing after done
    dispatch({ type: ListChangeType.FetchStart });
    const { status, generation, items: known } = getSnapshot();
    if (status !== 'fetching') return Promise.resolve([]); // a stateReducer said no
    const request = new AbortController();
    controller = request;
    outer?.addEventListener('abort', () => request.abort(outer.reason), { once: true });
    if (retrying) reloadSignal(request.signal);
    const stale = () => request.signal.aborted || state.generation !== generation;
    return Promise.resolve()
      .then(() => load(known, request.signal, generation))
      .then(
        (page) => {
          if (stale()) return [];
          const before = state.items;
          let fresh = unseen(before, page.items);
          // The list was edited while the page was in flight: what was removed stays removed.
          const edited = known !== before;
          if (edited) {
            const asked = new Set(known.map((item) => String(item.id)));
            fresh = fresh.filter((item) => !asked.has(String(item.id)));
          }
          dispatch({ type: ListChangeType.FetchSuccess, generation, items: fresh, done: page.done });
          if (!edited && state.items.length === before.length + fresh.length) indexed = state.items;
          if (fresh.length) options.onItemsFetched?.(fresh, state.items);
          return fresh;
        },
        (error: unknown) => {
          if (stale()) return [];
          dispatch({ type: ListChangeType.FetchError, generation, error });
          options.onError?.(error);
          throw error;
        },
      )
      .finally(() => {
        if (controller === request) controller = undefined;
      });
  }

  const abort = () => controller?.abort();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    fetchNext: (signal) => fetchNext(signal),
    retry(signal) {
      dispatch({ type: ListChangeType.Retry });
      return fetchNext(signal, true);
    },
    reset(items = []) {
      abort();
      offset = cursor = undefined;
      dispatch({ type: ListChangeType.Reset, items });
    },
    replace(items) {
      if (items !== state.items) set({ ...state, items });
    },
    abort,
    get offset() {
      return offset ?? state.items.length;
    },
    setOptions(next) {
      options = { ...options, ...next };
    },
  };
}
