/**
 * The vocabulary of the infinite loader: its state, the actions that change it, the data
 * sources it reads from, and the options and return value of `useInfiniteLoader`.
 */
import type { HTMLAttributes, Ref, RefCallback } from 'react';
import type { ListAction, ListChangeType, ListState, ListStatus } from '../../sdk/client/listState';
import type { FetchPage, LoaderSource } from '../../sdk/client/listStore';
import type { Identified } from '../../sdk/client/paging';
import type { StateReducer } from '../../sdk/client/runReducer';
import type { FetchError } from '../../sdk/errors';
import type { ListMessages } from '../shared/messages';

export type { FetchPage, LoaderSource };
/** What one `loadMore` of a `LoaderSource` brings back. */
export type LoadResult<T> = Awaited<ReturnType<LoaderSource<T>['loadMore']>>;

/**
 * A list whose state someone else holds (an infinite query: `useInfiniteQuerySource(query)`):
 * its items, status and error drive the loader, which only asks it for more. No second store.
 */
export interface ControlledList<T> {
  items: readonly T[];
  status: ListStatus;
  error: unknown;
  /** False once the list has ended. */
  hasMore: boolean;
  /** Asks for the next page (the loader calls it when the end is visible and the list is idle). */
  fetchMore: () => void;
  /** Asks again after an error; always a new request. */
  retry: () => void;
}

/** What `useInfiniteLoader` takes: the source of items, the query identity, the state callbacks and the strings. */
export interface InfiniteLoaderOptions<T extends Identified<string>> {
  /**
   * Where items come from: a fetch function `(offset, signal) => Promise<ListResult<T>>` (the
   * loader's SDK list store pages it: offset = count + offset or `next_cursor`, done at
   * `total_count` or on an empty page), a `LoaderSource` that pages itself, or a controlled
   * list such as `useInfiniteQuerySource(query)` (the query holds the state).
   */
  source: FetchPage<T> | LoaderSource<T> | ControlledList<T>;
  /**
   * The query identity (e.g. the search term, or `[term, rating]`). When it changes the list is
   * reset in place (no remount) and the request in flight is aborted. Without it, a new `source`
   * identity resets the list: then memoize the fetch function on its inputs (`useCallback`).
   */
  resetKey?: unknown;
  /** Quiet time between the loader becoming visible and a fetch: grid 250 ms, carousel 100 ms. Default 250. */
  debounceMs?: number;
  /** Scroll container the loader is watched in (default: the viewport). */
  root?: Element | Document | null;
  /** Grow the root box to start fetching before the end is reached, e.g. `'600px'`. */
  rootMargin?: string;
  /** False pauses observing and fetching (e.g. an empty search box). Default true. */
  enabled?: boolean;
  /** Items rendered before any fetch (server-rendered first page); the next fetch starts after them. */
  initialItems?: readonly T[];
  /** Controlled list (GIPHY's `externalGifs`): edit or remove items without a refetch; pair with `onItemsChange`. */
  items?: readonly T[];
  /** Called with the new list whenever the loader changes it (a page arrived, a reset). */
  onItemsChange?: (items: readonly T[]) => void;
  /**
   * Called with what a fetch threw (never for an aborted, stale request): a `FetchError`
   * (`SyntheticResponseError`, …) from the SDK, or the Error your source threw (anything
   * else arrives wrapped in a `GifkitError` with it as `cause`).
   */
  onError?: (error: FetchError | Error) => void;
  /** Called after every page with the new items it added. */
  onItemsFetched?: (added: readonly T[], all: readonly T[]) => void;
  stateReducer?: StateReducer<ListState<T>, ListAction<T>>;
  /** Called after every change with its type and only the fields that changed (one vocabulary with every hook). */
  onStateChange?: (change: { type: ListChangeType } & Partial<ListState<T>>) => void;
  /** Strings for the live-region announcement. */
  messages?: Partial<ListMessages>;
  /** The search term, for announcements like "24 GIFs for cats". */
  term?: string;
}

/** What `useInfiniteLoader` returns: the items, the status, the loader element's props and the announcement. */
export interface InfiniteLoaderResult<T> {
  items: readonly T[];
  status: ListStatus;
  /** The full state (items, status, error, generation). */
  state: ListState<T>;
  error: unknown;
  /** The search finished with nothing found. */
  noResults: boolean;
  /** False once the list has ended (`status === 'done'`). */
  hasMore: boolean;
  /** Clears the error and fetches again, always with a new request (retrying clears the error). */
  retry: () => void;
  /** Empties the list and starts over (what a `resetKey` change does). */
  reset: () => void;
  /** Props for the loader element: its ref (watched for visibility), `data-gk-loader`, `data-state`, `aria-hidden`. */
  getLoaderProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    userProps?: P,
  ) => Omit<P, 'ref'> &
    HTMLAttributes<HTMLElement> & { ref: RefCallback<HTMLElement>; 'data-gk-loader': ''; 'data-state': ListStatus };
  /** Text for a polite live region: "Loading GIFs…", "24 GIFs for cats", "No GIFs found.", "Error loading GIFs.". */
  announcement: string;
}
