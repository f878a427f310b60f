/**
 * Type tests (checked by `tsc` under `strict`): the compat `SearchContext`'s `fetchGifs` goes
 * where GIPHY's `Grid` takes its `fetchGifs` (typed with @giphy/js-fetch-api's `GifsResult`),
 * and a function written against GIPHY's types fits where the compat context's does.
 */
import type * as Fetch from '@giphy/js-fetch-api';
import { expectTypeOf } from 'vitest';
import type { SearchContextProps } from './SearchContext';

type GiphyFetchGifs = (offset: number) => Promise<Fetch.GifsResult>;

expectTypeOf<SearchContextProps['fetchGifs']>().toExtend<GiphyFetchGifs>();
expectTypeOf<GiphyFetchGifs>().toExtend<SearchContextProps['fetchGifs']>();
expectTypeOf<SearchContextProps['fetchAnimatedText']>().toExtend<GiphyFetchGifs>();
expectTypeOf<SearchContextProps>().toHaveProperty('searchKey').toEqualTypeOf<string>();
expectTypeOf<SearchContextProps>().toHaveProperty('trendingSearches').toEqualTypeOf<string[]>();
expectTypeOf<SearchContextProps>().toHaveProperty('setSearch').toEqualTypeOf<(searchTerm: string) => void>();
