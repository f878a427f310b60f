/**
 * The option and result types of @giphy/js-fetch-api 5.x, expressed over gifkit's generated
 * and normalized types (so they stay in step with the OpenAPI spec).
 */
import type * as O from '../client/options';
import type { IGif, IUser } from './gifTypes';

export type * from './gifTypes';
/**
 * The option and result types below carry @giphy/js-fetch-api's names over gifkit's types.
 * `y` (GIPHY's legacy level below `g`) is sent as is: the API still accepts it.
 */
export type Rating = O.Rating;
/** What a search or trending call reads. */
export type MediaType = 'stickers' | 'gifs' | 'text' | 'videos';
/** @giphy/js-fetch-api's paging options (`offset`, `limit`, `rating`, …). */
export type PaginationOptions = Omit<O.PaginationOptions, 'signal'>;
/** @giphy/js-fetch-api's options of `categories()`. */
export type CategoriesOptions = PaginationOptions;
/** @giphy/js-fetch-api's options of `subcategories()`. */
export type SubcategoriesOptions = PaginationOptions;
/** @giphy/js-fetch-api's options of `search()` (paging, `type`, `sort`, `lang`, …). */
export type SearchOptions = Omit<O.SearchOptions, 'signal'>;
/** `type: 'videos'` is accepted, as GIPHY's type does, and rejected at the call (docs/compat.md). */
export type TrendingOptions = Omit<O.TrendingOptions, 'signal' | 'type'> & TypeOption;
/** @giphy/js-fetch-api's options of `random()` (`tag`, `type`, `rating`). */
export type RandomOptions = Omit<O.RandomOptions, 'signal'>;
/** @giphy/js-fetch-api's options of `related()` (paging and `type`). */
export type RelatedOptions = Omit<O.RelatedOptions, 'signal'>;
/** @giphy/js-fetch-api's `type` option: the media type a call reads. */
export type TypeOption = { type?: MediaType };
/** `meta` of every answer. */
export interface ResultMeta {
  msg: string;
  response_id: string;
  status: number;
}
/** Pagination; `total_count` is `offset + count` where the API leaves it out (docs/compat.md). */
export interface ResultPagination {
  count: number;
  total_count: number;
  offset: number;
  /** Only on v2 emoji answers. */
  next_cursor?: number;
}
/** What every paginated answer carries. */
export interface Result {
  meta: ResultMeta;
  pagination: ResultPagination;
}
/** One GIF; `pagination` is `{ count: 1, total_count: 1, offset: 0 }`, as GIPHY's type declares it. */
export interface GifResult extends Result {
  data: IGif;
}
/** A page of GIFs. */
export interface GifsResult extends Result {
  data: IGif[];
}
/** GIFs without pagination (emoji variations). */
export interface NonPaginatedGifsResult {
  data: IGif[];
  meta: ResultMeta;
}
/** A category: `subcategories` is `[]` when the API sent none. */
export interface ICategory {
  gif?: IGif;
  name: string;
  name_encoded: string;
  subcategories: ICategory[];
}
/** A page of categories. */
export interface CategoriesResult extends Result {
  data: ICategory[];
}
/** A tag of a channel. */
export interface IChannelTag {
  id: number;
  channel: number;
  tag: string;
  rank?: number;
}
/** A channel in GIPHY's shape; fallbacks for what the API left out in docs/compat.md. */
export interface IChannel {
  id: number;
  url: string;
  display_name: string;
  /** `0` for a top-level channel (the API sends `null`). */
  parent: number;
  slug: string;
  type: string;
  content_type: 'gif' | 'video' | 'sticker';
  short_display_name: string;
  description: string;
  metadata_description: string;
  has_children: boolean;
  is_visible: boolean;
  is_private: boolean;
  is_live: boolean;
  user: IUser;
  featured_gif: IGif;
  tags: IChannelTag[];
  live_since_datetime: string | null | number;
  live_until_datetime: string | null | number;
  screensaver_gif: IGif | null;
  banner_image: string | null;
  ancestors: IChannel[];
  children: IChannel[];
  syncable_tags: IChannelTag[];
  is_common?: boolean;
  analytics_response_payload: string;
}
/** A page of channels. */
export interface ChannelsResult extends Result {
  data: IChannel[];
}
