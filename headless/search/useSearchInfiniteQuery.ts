/**
 * `useSearchInfiniteQuery`: the provider's current search as a React Query infinite query
 * (its own module, so the query options never import the context that carries them).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { selectItems } from '../../hooks/queryFactories';
import { useSearchResults } from './searchContext';

/**
 * The current search as an infinite query, with the flat de-duplicated list in `data.items`.
 * A new term switches the query key: the same component shows the new list, no remount.
 */
export function useSearchInfiniteQuery() {
  const { infiniteQueryOptions } = useSearchResults();
  return useInfiniteQuery({ ...infiniteQueryOptions, select: selectItems });
}
