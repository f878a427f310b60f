/**
 * Options of the public-API client's calls. Every field is optional; `undefined` fields are
 * never sent (no literal "undefined" in query strings).
 */

import type { components } from '../generated/public';

/** GIPHY's content ratings, as the spec lists them. */
export type Rating = components['parameters']['Rating'];

/** What every call accepts. */
export interface CallOptions {
  /** Cancels the call; other callers sharing the same cached request are not affected. */
  signal?: AbortSignal;
}

/** Options of paginated calls. */
export interface PaginationOptions extends CallOptions {
  /** Items per page (default 25; beta keys are capped at 50). */
  limit?: number;
  /** Index of the first item (search stops at 4999, trending at 499). */
  offset?: number;
  /**
   * The previous page's `pagination.next_cursor`, sent back as received, for a source that
   * pages by cursor (Tenor v2). GIPHY pages by `offset` and never sends it.
   */
  cursor?: string | number;
}

/** Options of `search`. */
export interface SearchOptions extends PaginationOptions {
  /** What to search (default `gifs`). `text` also asks the API to exclude dynamic results. */
  type?: 'gifs' | 'stickers' | 'text' | 'videos';
  rating?: Rating;
  /** Two-letter language of the term (ISO 639-1, plus `zh-CN`/`zh-TW`). */
  lang?: string;
  /** `relevant` (default) or `recent`. */
  sort?: 'relevant' | 'recent';
  /** A channel's username: the term is sent as `@channel term`. */
  channel?: string;
  /** Renditions-on-demand bundle, e.g. `messaging_non_clips`. */
  bundle?: string;
  /** ISO 3166-1 country to search from (set it when you proxy requests). */
  country_code?: string;
  /** ISO 3166-2 region, with `country_code`. */
  region?: string;
  remove_low_contrast?: boolean;
  /** The user proxy id from `/v1/randomid`. */
  random_id?: string;
  explore?: boolean;
  /** Fields on demand, e.g. `id,images.fixed_width`. */
  fields?: string;
}

/** Options of `trending`. */
export interface TrendingOptions extends PaginationOptions {
  type?: 'gifs' | 'stickers' | 'text';
  rating?: Rating;
  bundle?: string;
  country_code?: string;
  region?: string;
  random_id?: string;
  remove_low_contrast?: boolean;
  fields?: string;
}

/** Options of `random`. */
export interface RandomOptions extends CallOptions {
  type?: 'gifs' | 'stickers';
  /** Limit to a tag. */
  tag?: string;
  rating?: Rating;
  random_id?: string;
}

/** Options of `related`. */
export interface RelatedOptions extends PaginationOptions {
  type?: 'gifs' | 'stickers' | 'videos';
  rating?: Rating;
}
