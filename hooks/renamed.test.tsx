// @vitest-environment jsdom
/**
 * One name per call (docs/migration.md, "Deprecated names"): the keys, factories and hooks named
 * before 0.3.0 (`gifKeys.search`, `gifQueries.subcategoryGifs`, `useSearch(term, options)`, …)
 * are deprecated aliases of the ones named by the call (`searchGifs`, `categoryGifs`,
 * `useSearchGifs({ term, ...options })`): each gives the same key or query, warns once in
 * development and never in production. The hooks that kept their name take one options object,
 * and their old positional shape still works, warned the same way.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createGiphyCore } from '../sdk/client/core';
import { watchDeprecations } from '../test/support/deprecationWarnings';
import { giphyWrapper } from '../test/support/giphyWrapper';
import { setupMockApiServer } from '../test/support/mockApiServer';
import {
  gifInfiniteQueries,
  gifKeys,
  gifQueries,
  useAnimate,
  useAnimateText,
  useCategoryGifs,
  useRandom,
  useRandomGif,
  useRelated,
  useRelatedGifs,
  useRelatedGifsInfinite,
  useRelatedInfinite,
  useSearch,
  useSearchChannels,
  useSearchGifs,
  useSearchGifsInfinite,
  useSearchInfinite,
  useSearchTags,
  useSubcategoryGifs,
  useTrending,
  useTrendingGifs,
  useTrendingGifsInfinite,
  useTrendingInfinite,
} from './index';

const client = createGiphyCore({ apiKey: 'k', storage: null });
setupMockApiServer();
const deprecations = watchDeprecations();

const RENAMED = {
  search: 'searchGifs',
  trending: 'trendingGifs',
  subcategoryGifs: 'categoryGifs',
  related: 'relatedGifs',
  random: 'randomGif',
  animate: 'animateText',
} as const;
const OLD = Object.keys(RENAMED) as (keyof typeof RENAMED)[];
const INFINITE_OLD = ['search', 'trending', 'related'] as const;

describe('gifKeys, gifQueries, gifInfiniteQueries: the old names', () => {
  it('in production: each is the renamed member, no warning', () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const old of OLD) {
      expect(gifKeys[old]).toBe(gifKeys[RENAMED[old]]);
      expect(gifQueries[old]).toBe(gifQueries[RENAMED[old]]);
    }
    for (const old of INFINITE_OLD) expect(gifInfiniteQueries[old]).toBe(gifInfiniteQueries[RENAMED[old]]);
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same members, one warning per old name, none while spreading', () => {
    for (let i = 0; i < 2; i++) for (const old of OLD) expect(gifKeys[old]).toBe(gifKeys[RENAMED[old]]);
    expect(deprecations()).toHaveLength(OLD.length);
    expect(deprecations()[0]).toMatch(/^gifkit: gifKeys\.search is deprecated: use gifKeys\.searchGifs\./);
    expect(Object.keys({ ...gifQueries })).not.toContain('search');
    expect(gifQueries.search(client, { term: 'cats' }).queryKey).toEqual(
      gifQueries.searchGifs(client, { term: 'cats' }).queryKey,
    );
    expect(gifInfiniteQueries.trending(client).queryKey).toEqual(gifInfiniteQueries.trendingGifs(client).queryKey);
    expect(deprecations()).toHaveLength(OLD.length + 2);
  });

  it('keys are named by the call: a prefix key reaches every query of its factory', () => {
    expect(gifKeys.searchGifs()).toEqual(['gifkit', 'searchGifs']);
    expect(gifQueries.searchGifs(client, { term: 'cats' }).queryKey.slice(0, 2)).toEqual(gifKeys.searchGifs());
    expect(gifQueries.categoryGifs(client, { category: 'a', subcategory: 'b' }).queryKey.slice(0, 4)).toEqual(
      gifKeys.categoryGifs('a', 'b'),
    );
  });
});

describe('the hooks named before 0.3.0, with their positional arguments', () => {
  const renders = () => {
    const { wrapper } = giphyWrapper();
    return renderHook(
      () => ({
        old: [
          useSearch('cats', { limit: 3 }),
          useTrending({ limit: 2 }),
          useSubcategoryGifs('animals', 'cats', { limit: 2 }),
          useRelated('l0IylOPCNkiqOgMyA', { limit: 2 }),
          useRandom({ tag: 'cat' }),
          useAnimate('hi', { limit: 1 }),
          useSearchInfinite('cats', { limit: 3 }),
          useTrendingInfinite({ limit: 2 }),
          useRelatedInfinite('l0IylOPCNkiqOgMyA'),
        ],
        current: [
          useSearchGifs({ term: 'cats', limit: 3 }),
          useTrendingGifs({ limit: 2 }),
          useCategoryGifs({ category: 'animals', subcategory: 'cats', limit: 2 }),
          useRelatedGifs({ id: 'l0IylOPCNkiqOgMyA', limit: 2 }),
          useRandomGif({ tag: 'cat' }),
          useAnimateText({ text: 'hi', limit: 1 }),
          useSearchGifsInfinite({ term: 'cats', limit: 3 }),
          useTrendingGifsInfinite({ limit: 2 }),
          useRelatedGifsInfinite({ id: 'l0IylOPCNkiqOgMyA' }),
        ],
      }),
      { wrapper },
    ).result;
  };
  const settled = async (result: ReturnType<typeof renders>) => {
    await waitFor(() =>
      expect([...result.current.old, ...result.current.current].every((q) => q.isSuccess)).toBe(true),
    );
    // The old hook is the new one: the same query (one cache entry), so the same answer.
    result.current.old.forEach((q, i) => {
      if (i !== 4) expect(q.data).toEqual(result.current.current[i]!.data); // a random GIF is never fresh
    });
  };

  it('in production: the same queries, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await settled(renders());
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same queries, one warning per old hook however often it renders', async () => {
    await settled(renders());
    const warned = deprecations();
    expect(warned).toHaveLength(9);
    expect(warned[0]).toMatch(
      /^gifkit: useSearch\(term, options\) is deprecated: use useSearchGifs\(\{ term, \.\.\.options \}\)\./,
    );
  });
});

describe('the hooks that kept their name: one options object, the positional shape deprecated', () => {
  const renders = () => {
    const { wrapper } = giphyWrapper();
    return renderHook(
      () => ({
        old: [useSearchTags('ca', { limit: 4 }), useSearchChannels('nba')],
        current: [useSearchTags({ term: 'ca', limit: 4 }), useSearchChannels({ term: 'nba' })],
      }),
      { wrapper },
    ).result;
  };

  it('in production: the same queries, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const result = renders();
    await waitFor(() => expect(result.current.current.every((q) => q.isSuccess)).toBe(true));
    for (const [i, q] of result.current.old.entries()) expect(q.data).toBe(result.current.current[i]!.data);
    expect(deprecations()).toEqual([]);
  });

  it('in development: one warning per hook', async () => {
    const result = renders();
    await waitFor(() => expect(result.current.current.every((q) => q.isSuccess)).toBe(true));
    for (const [i, q] of result.current.old.entries()) expect(q.data).toBe(result.current.current[i]!.data);
    expect(deprecations()).toEqual([
      expect.stringMatching(
        /^gifkit: useSearchTags\(term, options\) is deprecated: use useSearchTags\(\{ term, \.\.\.options \}\)/,
      ),
      expect.stringMatching(/^gifkit: useSearchChannels\(term, options\) is deprecated/),
    ]);
  });
});
