/**
 * The one results source of the nearest `<SearchProvider>` for a list component (the picker's
 * grid): the infinite query of the current search under a `<GiphyProvider>` (React Query holds
 * the pages: a server's prefetch shows with no request), else the loader's fetch function
 * through the client. A tree keeps its runner for its life, so the hooks called stay the same
 * from render to render.
 */
import type { Gif } from '../../sdk/normalize/gif';
import type { ControlledList } from '../loader/types';
import { useInfiniteQuerySource } from '../loader/useInfiniteQuerySource';
import { useRunner } from '../shared/queryRunner';
import type { SearchFetchPage } from './searchContext';
import { useSearchInfiniteQuery } from './useSearchInfiniteQuery';
import { useSearchLoaderOptions } from './useSearchLoaderOptions';

export function useSearchSource(): ControlledList<Gif> | SearchFetchPage {
  const { useList } = useRunner();
  if (useList) return useInfiniteQuerySource(useSearchInfiniteQuery());
  return useSearchLoaderOptions().source;
}
