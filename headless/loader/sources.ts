/**
 * Data source (a): any fetch function `(offset, signal) => Promise<ListResult<T>>`, paged by
 * the SDK paginator (offset = count + offset, done at total_count, de-duplication by id).
 * A page costs O(page): the loader gets only the page's new items, and the paginator is
 * re-synced with the loader's list only when that list is not the paginator's own.
 */
import { createPaginator, type Paginator } from '../../sdk/client/paginator';
import { grewBy } from './listIndex';
import type { FetchPage, Identified, LoaderSource } from './types';

/**
 * A `LoaderSource` over a fetch function. The paginator is created on the first `loadMore`,
 * starting after the items already known (server-rendered or controlled), and is told about
 * every edit of the list before each page, so removed items never confuse its de-duplication.
 * A list the loader only grew by the last page is no edit: it is what the paginator holds.
 */
export function paginatorSource<T extends Identified>(fetchPage: FetchPage<T>): LoaderSource<T> {
  let paginator: Paginator<T> | undefined;
  // What the paginator holds: `list` followed by `page`.
  let held: { list: readonly T[]; page: readonly T[] } = { list: [], page: [] };
  const fetcher = (offset: number, signal?: AbortSignal) => fetchPage(offset, signal ?? new AbortController().signal);
  return {
    async loadMore(known, signal) {
      if (!paginator) paginator = createPaginator(fetcher, known);
      else if (!grewBy(known, held.list, held.page)) paginator.replace(known);
      held = { list: known, page: [] };
      const { newItems, done } = await paginator.next(signal);
      held = { list: known, page: newItems };
      return { items: newItems, done };
    },
  };
}

/** A fetch function becomes a paginator source; a `LoaderSource` is used as it is. */
export function toLoaderSource<T extends Identified>(source: FetchPage<T> | LoaderSource<T>): LoaderSource<T> {
  return typeof source === 'function' ? paginatorSource(source) : source;
}
