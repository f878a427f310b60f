/**
 * The vocabulary of the infinite loader: its state, the actions that change it, the data
 * sources it reads from, and the options and return value of `useInfiniteLoader`.
 */
import type { HTMLAttributes, Ref, RefCallback } from 'react';
import type { PageLike } from '../../sdk/client/paging';
import type { ListMessages } from '../shared/messages';

export type { PageLike };

import type { LoaderChangeType } from './changeTypes';

/** Anything the loader can list: it de-duplicates by `id`. */
export interface Identified {
  id: string;
}

/**
 * The fetching state (widgets spec §4, "Grid and carousel fetching"): `idle` (waiting for the
 * loader element to be visible), `fetching`, `error` (until `retry()`), `done` (nothing more).
 */
export type LoaderStatus = 'idle' | 'fetching' | 'error' | 'done';

export interface LoaderState<T> {
  /** Every item so far, unique by id, in arrival order. */
  items: readonly T[];
  status: LoaderStatus;
  /** What the last fetch threw; set only in the `error` status. */
  error: unknown;
  /**
   * Increments on every reset (new query). A page fetched for an older generation is dropped,
   * so a slow page of the previous search never lands in the new list.
   */
  generation: number;
}

/** Source (a): fetch the page at `offset`; abort when `signal` fires. `client.search` etc. fit. */
export type FetchPage<T> = (offset: number, signal: AbortSignal) => Promise<PageLike<T>>;

/** What one `loadMore` brings back. */
export interface LoadResult<T> {
  /**
   * The items of the new page (or the whole list so far): the loader appends the ids it has not
   * seen. Only the page keeps a page's cost O(page) (every item handed over is looked up).
   */
  items: readonly T[];
  /** The source knows there is nothing after this (e.g. `total_count` reached, no next page). */
  done: boolean;
}

/**
 * The one shape every data source takes for the loader (a fetch function, an infinite query,
 * your own). `known` is the current list (after any edit in controlled mode); honour `signal`.
 */
export interface LoaderSource<T> {
  loadMore(known: readonly T[], signal: AbortSignal): Promise<LoadResult<T>>;
  /** Items the source already holds (a cached query), shown at the start and after a reset. */
  snapshot?(): readonly T[];
}

/** An action the reducer handles; `stateReducer` and `onStateChange` see these. */
export type LoaderAction<T> =
  | { type: LoaderChangeType.FetchStart }
  | { type: LoaderChangeType.FetchSuccess; generation: number; items: readonly T[]; done: boolean }
  | { type: LoaderChangeType.FetchError; generation: number; error: unknown }
  | { type: LoaderChangeType.Retry }
  | { type: LoaderChangeType.Reset; items: readonly T[] };

/** Intercepts every change (R5): return `changes` as is, or your own version of it. */
export type LoaderStateReducer<T> = (
  state: LoaderState<T>,
  actionAndChanges: LoaderAction<T> & { changes: LoaderState<T> },
) => LoaderState<T>;

export interface InfiniteLoaderOptions<T extends Identified> {
  /**
   * Where items come from: a fetch function `(offset, signal) => Promise<ListResult<T>>`
   * (paged by the SDK paginator's rule: offset = count + offset, done at `total_count` or on an
   * empty page), or a `LoaderSource` such as `useInfiniteQuerySource(query)`.
   */
  source: FetchPage<T> | LoaderSource<T>;
  /**
   * The query identity (e.g. the search term, or `[term, rating]`). When it changes the list is
   * reset in place (no remount) and the request in flight is aborted. Without it, a new `source`
   * identity resets the list: then memoize the fetch function on its inputs (`useCallback`).
   */
  resetKey?: unknown;
  /** Quiet time between the loader becoming visible and a fetch: grid 250 ms, carousel 100 ms (§9). Default 250. */
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
  /** Called with what a fetch threw (never for an aborted, stale request). */
  onError?: (error: unknown) => void;
  /** Called after every page with the new items it added. */
  onItemsFetched?: (added: readonly T[], all: readonly T[]) => void;
  stateReducer?: LoaderStateReducer<T>;
  /** Called after every change with its type and the new state. */
  onStateChange?: (change: { type: LoaderChangeType } & LoaderState<T>) => void;
  /** Strings for the live-region announcement. */
  messages?: Partial<ListMessages>;
  /** The search term, for announcements like "24 GIFs for cats". */
  term?: string;
}

/** Props `getLoaderProps` returns; spread them on the loader element. */
export type LoaderElementProps = HTMLAttributes<HTMLElement> & {
  ref: RefCallback<HTMLElement>;
  'data-gk-loader': '';
  'data-state': LoaderStatus;
};

export interface InfiniteLoaderResult<T> {
  items: readonly T[];
  status: LoaderStatus;
  /** The full state (items, status, error, generation). */
  state: LoaderState<T>;
  error: unknown;
  /** The search finished with nothing found. */
  noResults: boolean;
  /** Clears the error and fetches again (spec §4: retrying clears the error). */
  retry: () => void;
  /** Empties the list and starts over (what a `resetKey` change does). */
  reset: () => void;
  /** Props for the loader element: its ref (watched for visibility), `data-gk-loader`, `data-state`, `aria-hidden`. */
  getLoaderProps: <P extends HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>(
    userProps?: P,
  ) => Omit<P, 'ref'> & LoaderElementProps;
  /** Text for a polite live region: "Loading GIFs…", "24 GIFs for cats", "No GIFs found.", "Error loading GIFs.". */
  announcement: string;
}
