/**
 * The artists directory: filter, freelance,
 * order, sort (default `updatetime desc`, ARTISTS_DEFAULT_SORT) and paging.
 */
import type { operations as V4 } from '../generated/v4';
import { ARTISTS_DEFAULT_SORT } from './constants';
import type { PlatformContext } from './platformContext';
import type { CallOptions, QueryOf } from './types';

/** Creates the `artists` namespace. */
export function createArtists({ transports: { site }, call }: PlatformContext) {
  return {
    /** A page of artists; `sort` defaults to `updatetime desc` (most recently updated first). */
    list({ signal, ...query }: QueryOf<V4['listArtists']> & CallOptions = {}) {
      const params = { query: { ...query, sort: query.sort ?? ARTISTS_DEFAULT_SORT } };
      return call(site.GET('/api/v4/artists/', { params, signal }));
    },
  };
}
