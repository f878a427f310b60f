/**
 * Type tests (checked by `tsc`): a GIF query factory's data is the client's normalized answer,
 * and a `select` added to it narrows what `useQuery` / `useInfiniteQuery` return, as the
 * platform factories do (hooks/platform/platformQueries.test-d.ts).
 */
import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type { GiphyCore } from '../sdk/client/core';
import type { ListResult, SingleResult } from '../sdk/normalize/envelope';
import type { Gif } from '../sdk/normalize/gif';
import { gifInfiniteQueries } from './gifInfiniteQueries';
import { gifQueries } from './gifQueries';

declare const client: GiphyCore;

/** Only type-checked, never called: hooks may only run inside a hook or a component. */
export function useTypeTests() {
  // Without select: the normalized answer.
  expectTypeOf(useQuery(gifQueries.searchGifs(client, { term: 'cats' })).data).toEqualTypeOf<
    ListResult<Gif> | undefined
  >();
  expectTypeOf(useQuery(gifQueries.gif(client, { id: 'id' })).data).toEqualTypeOf<SingleResult<Gif> | undefined>();

  // With select: what it returns, and its argument is the answer.
  const ids = useQuery({
    ...gifQueries.searchGifs(client, { term: 'cats' }),
    select: (answer) => answer.data.map((gif) => gif.id),
  });
  expectTypeOf(ids.data).toEqualTypeOf<string[] | undefined>();
  const title = useQuery({ ...gifQueries.gif(client, { id: 'id' }), select: (answer) => answer.data.title });
  expectTypeOf(title.data).toEqualTypeOf<Gif['title'] | undefined>();
  useQuery({
    ...gifQueries.trendingGifs(client),
    // @ts-expect-error: a list answer has no single `data.id`
    select: (answer) => answer.data.id,
  });

  // One options object: the term or id goes in it. The old positional shape still type-checks
  // as a deprecated overload (hooks/positionalArgs.ts), the same query as the options object's.
  expectTypeOf(gifQueries.searchGifs(client, 'cats')).toEqualTypeOf(gifQueries.searchGifs(client, { term: 'cats' }));
  expectTypeOf(gifInfiniteQueries.relatedGifs(client, 'id', { limit: 5 })).toEqualTypeOf(
    gifInfiniteQueries.relatedGifs(client, { id: 'id', limit: 5 }),
  );
  // @ts-expect-error: a search needs its term
  gifQueries.searchGifs(client, { limit: 5 });

  // Infinite queries: pages of answers by default, a select's result otherwise.
  expectTypeOf(useInfiniteQuery(gifInfiniteQueries.searchGifs(client, { term: 'cats' })).data).toEqualTypeOf<
    InfiniteData<ListResult<Gif>, unknown> | undefined
  >();
  const count = useInfiniteQuery({
    ...gifInfiniteQueries.trendingGifs(client),
    select: (data) => data.pages.reduce((sum, page) => sum + page.data.length, 0),
  });
  expectTypeOf(count.data).toEqualTypeOf<number | undefined>();
}
