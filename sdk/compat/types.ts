/**
 * The option and result types of @giphy/js-fetch-api 5.x, expressed over gifkit's generated
 * and normalized types (so they stay in step with the OpenAPI spec).
 */
import type { Category, Channel } from '../client/createGiphyClient';
import type * as O from '../client/options';
import type { ListResult, Meta, Pagination, SingleResult } from '../normalize/envelope';
import type { Gif } from '../normalize/gif';

export type { Gif as IGif } from '../normalize/gif';
/** A GIF id (GIPHY's ids are strings; numbers are accepted). */
export type GifID = string | number;
/** The option and result types below carry @giphy/js-fetch-api's names over gifkit's types. */
export type Rating = O.Rating;
/** What a search or trending call reads. */
export type MediaType = 'stickers' | 'gifs' | 'text' | 'videos';
export type PaginationOptions = Omit<O.PaginationOptions, 'signal'>;
export type CategoriesOptions = PaginationOptions;
export type SubcategoriesOptions = PaginationOptions;
export type SearchOptions = Omit<O.SearchOptions, 'signal'>;
export type TrendingOptions = Omit<O.TrendingOptions, 'signal'>;
export type RandomOptions = Omit<O.RandomOptions, 'signal'>;
export type RelatedOptions = Omit<O.RelatedOptions, 'signal'>;
export type TypeOption = { type?: MediaType };
export type ResultMeta = Meta;
export type ResultPagination = Pagination;
/** `{ data: gif, meta }`. */
export type GifResult = SingleResult<Gif>;
/** `{ data: gifs, pagination, meta }`. */
export type GifsResult = ListResult<Gif>;
export type NonPaginatedGifsResult = { data: Gif[]; meta: Meta };
export type ICategory = Category;
export type CategoriesResult = ListResult<Category>;
export type ChannelsResult = ListResult<Channel>;
export type IChannel = Channel;
