/**
 * Search calls (the search service and the ajax search report): the internal search
 * service (offset and filters → count, results, gps_keywords), its CSV export, and reporting
 * a search's results. An answer that is not JSON throws a `FetchError` naming the URL.
 */
import type { operations as Ajax } from '../generated/ajax';
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, QueryOf } from './types';

/** Creates the `search` namespace. */
export function createSearch({ transports: { site, ajax }, call }: PlatformContext) {
  return {
    /** A page of the search service: `count`, `results` and the matched `gps_keywords`. */
    service({ signal, ...query }: QueryOf<V4['searchService']> & CallOptions = {}) {
      return call(site.GET('/api/v1/search-service/search/', { params: { query }, signal }));
    },
    /** The same filters as CSV text (header row: id, title, username, rating, type, url, create_datetime). */
    exportCsv({ signal, ...query }: QueryOf<V4['exportSearchCsv']> & CallOptions = {}): Promise<string> {
      return call(site.GET('/csv/', { params: { query }, signal, parseAs: 'text' }));
    },
    /** Reports a search's results (reasons, additional_info, search_response_id, search_term, search_content_type). */
    report({ signal, ...body }: BodyOf<Ajax['reportSearch']> & CallOptions) {
      return call(ajax.POST('/ajax/report-search', { body, signal }));
    },
  };
}
