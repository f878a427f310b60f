/**
 * Type tests (checked by `tsc` under `strict`): gifkit/compat's GIF and result types are
 * assignable both ways with @giphy/js-types' and @giphy/js-fetch-api's (devDependencies, for
 * this check only), so compat results go where GIPHY's kit expects its own, with no casts.
 */
import type * as Fetch from '@giphy/js-fetch-api';
import { GiphyFetch as GiphysFetch } from '@giphy/js-fetch-api';
import type * as Giphy from '@giphy/js-types';
import { expectTypeOf } from 'vitest';
import { renditionUrl } from '../media/renditionUrl';
import { GiphyFetch, getAltText, getBestRendition, getGifHeight, getSpecificRendition, gifPaginator } from './index';
import type * as Compat from './types';

// Both ways, for every type that shares GIPHY's name.
expectTypeOf<Compat.IGif>().toExtend<Giphy.IGif>();
expectTypeOf<Giphy.IGif>().toExtend<Compat.IGif>();
expectTypeOf<Compat.IImages>().toExtend<Giphy.IImages>();
expectTypeOf<Giphy.IImages>().toExtend<Compat.IImages>();
expectTypeOf<Compat.IUser>().toExtend<Giphy.IUser>();
expectTypeOf<Giphy.IUser>().toExtend<Compat.IUser>();
expectTypeOf<Compat.GifID>().toEqualTypeOf<Giphy.GifID>();
expectTypeOf<Compat.GifResult>().toExtend<Fetch.GifResult>();
expectTypeOf<Fetch.GifResult>().toExtend<Compat.GifResult>();
expectTypeOf<Compat.GifsResult>().toExtend<Fetch.GifsResult>();
expectTypeOf<Fetch.GifsResult>().toExtend<Compat.GifsResult>();
expectTypeOf<Compat.NonPaginatedGifsResult>().toExtend<Fetch.NonPaginatedGifsResult>();
expectTypeOf<Fetch.NonPaginatedGifsResult>().toExtend<Compat.NonPaginatedGifsResult>();
expectTypeOf<Compat.ICategory>().toExtend<Fetch.ICategory>();
expectTypeOf<Fetch.ICategory>().toExtend<Compat.ICategory>();
expectTypeOf<Compat.CategoriesResult>().toExtend<Fetch.CategoriesResult>();
expectTypeOf<Fetch.CategoriesResult>().toExtend<Compat.CategoriesResult>();
expectTypeOf<Compat.ResultMeta>().toExtend<Fetch.ResultMeta>();
expectTypeOf<Fetch.ResultMeta>().toExtend<Compat.ResultMeta>();
expectTypeOf<Compat.ChannelsResult>().toExtend<Fetch.ChannelsResult>();
expectTypeOf<Fetch.ChannelsResult>().toExtend<Compat.ChannelsResult>();
expectTypeOf<Compat.IChannel>().toExtend<Giphy.IChannel>();
expectTypeOf<Giphy.IChannel>().toExtend<Compat.IChannel>();

// Options typed with GIPHY's types go into compat calls, and compat's into GIPHY's (legacy `y` included).
expectTypeOf<Fetch.Rating>().toEqualTypeOf<Compat.Rating>();
expectTypeOf<Fetch.SearchOptions>().toExtend<Compat.SearchOptions>();
expectTypeOf<Fetch.TrendingOptions>().toExtend<Compat.TrendingOptions>();
expectTypeOf<Fetch.RandomOptions>().toExtend<Compat.RandomOptions>();
expectTypeOf<Fetch.RelatedOptions>().toExtend<Compat.RelatedOptions>();
expectTypeOf<Fetch.PaginationOptions>().toExtend<Compat.PaginationOptions>();
expectTypeOf<Fetch.CategoriesOptions>().toExtend<Compat.CategoriesOptions>();
expectTypeOf<Fetch.SubcategoriesOptions>().toExtend<Compat.SubcategoriesOptions>();
expectTypeOf<Compat.SearchOptions>().toExtend<Fetch.SearchOptions>();
expectTypeOf<Compat.TrendingOptions>().toExtend<Fetch.TrendingOptions>();
expectTypeOf<Compat.RandomOptions>().toExtend<Fetch.RandomOptions>();
expectTypeOf<Compat.RelatedOptions>().toExtend<Fetch.RelatedOptions>();
expectTypeOf<Compat.PaginationOptions>().toExtend<Fetch.PaginationOptions>();

// What the methods resolve to goes straight into code typed with GIPHY's types, and back.
const compat = new GiphyFetch('key');
const giphys = new GiphysFetch('key');
export async function ordinaryCode(): Promise<string[]> {
  const { data: gifs }: Fetch.GifsResult = await compat.search('cats', { limit: 10 });
  const { data: gif }: { data: Giphy.IGif } = await compat.gif('xT9IgG50Fb7Mi0prBC');
  const fetchGifs: (offset: number) => Promise<Fetch.GifsResult> = (offset) => compat.trending({ offset });
  const backToCompat: (offset: number) => Promise<Compat.GifsResult> = (offset) => giphys.trending({ offset });
  const categories: Fetch.ICategory[] = (await compat.categories()).data;
  const options: Fetch.SearchOptions = { rating: 'y', limit: 5 };
  const safe: Fetch.GifsResult = await compat.search('cats', options);
  const channels: Giphy.IChannel[] = (await compat.channels('nba', options)).data;
  const backChannels: (term: string) => Promise<Compat.ChannelsResult> = (term) => giphys.channels(term);
  void backChannels;
  const setActive: (channel: Compat.IChannel) => void = () => {};
  if (channels[0]) setActive(channels[0]);
  const next = gifPaginator(backToCompat, gifs);
  const more: Giphy.IGif[] = await next();
  void fetchGifs;
  // Ordinary reads compile under `strict` without `?.` or `!`.
  return [
    gif.images.original.url,
    gif.images.downsized.url,
    renditionUrl(gif, 'downsized'),
    getAltText(gif),
    getSpecificRendition(gif, 'fixed_width'),
    getBestRendition(gif.images, 200, 200)?.url ?? '',
    String(getGifHeight(gif, 200)),
    renditionUrl(more[0]!, 'fixed_width', { still: true }),
    gif.images.fixed_width.mp4,
    gif.title,
    gif.user.username,
    categories[0]?.subcategories[0]?.name ?? '',
    String(more[0]?.id ?? ''),
    safe.data[0]?.rating ?? '',
    channels[0]?.featured_gif.images.original.url ?? '',
    channels[0]?.user.username ?? '',
  ];
}
