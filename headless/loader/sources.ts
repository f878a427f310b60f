/**
 * Data source (a): any fetch function `(offset, signal) => Promise<ListResult<T>>`, paged by
 * the SDK's paging rule (`nextPage`: offset = count + offset, done at `total_count` or on an
 * empty page). It hands the loader the items of each page the loader's list did not hold
 * when it asked (so an item the host removes while a page is in flight stays removed); the
 * loader's id index does the de-duplication (edits included), and a page costs O(page).
 */
import { nextPage } from '../../sdk/client/paginator';
import { unseen } from './listIndex';
import type { FetchPage, Identified, LoaderSource } from './types';

/**
 * A `LoaderSource` over a fetch function. The first page is asked after the items already
 * known (server-rendered or controlled); the offset then follows the answers, so a retry asks
 * for the same offset again, and an edited list does not move it. Once done, no more requests.
 */
export function paginatorSource<T extends Identified>(fetchPage: FetchPage<T>): LoaderSource<T> {
  let offset: number | undefined;
  let done = false;
  return {
    async loadMore(known, signal) {
      if (done) return { items: [], done };
      offset ??= known.length;
      const page = await fetchPage(offset, signal);
      ({ offset, done } = nextPage(page, offset));
      return { items: unseen(known, page.data), done };
    },
  };
}

/** A fetch function becomes a paginator source; a `LoaderSource` is used as it is. */
export function toLoaderSource<T extends Identified>(source: FetchPage<T> | LoaderSource<T>): LoaderSource<T> {
  return typeof source === 'function' ? paginatorSource(source) : source;
}
