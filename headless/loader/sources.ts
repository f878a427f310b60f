/**
 * Data source (a): any fetch function `(offset, signal) => Promise<ListResult<T>>`, paged by
 * the SDK paginator (offset = count + offset, done at total_count, de-duplication by id).
 */
import { createPaginator, type Paginator } from '../../sdk/client/paginator';
import type { FetchPage, Identified, LoaderSource } from './types';

/**
 * A `LoaderSource` over a fetch function. The paginator is created on the first `loadMore`,
 * starting after the items already known (server-rendered or controlled), and is told about
 * every edit of the list before each page, so removed items never confuse its de-duplication.
 */
export function paginatorSource<T extends Identified>(fetchPage: FetchPage<T>): LoaderSource<T> {
  let paginator: Paginator<T> | undefined;
  const fetcher = (offset: number, signal?: AbortSignal) => fetchPage(offset, signal ?? new AbortController().signal);
  return {
    async loadMore(known, signal) {
      if (paginator) paginator.replace(known);
      else paginator = createPaginator(fetcher, known);
      const { items, done } = await paginator.next(signal);
      return { items, done };
    },
  };
}

/** A fetch function becomes a paginator source; a `LoaderSource` is used as it is. */
export function toLoaderSource<T extends Identified>(source: FetchPage<T> | LoaderSource<T>): LoaderSource<T> {
  return typeof source === 'function' ? paginatorSource(source) : source;
}
