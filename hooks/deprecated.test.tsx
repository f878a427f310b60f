// @vitest-environment jsdom
/**
 * The deprecated aliases of gifkit/hooks (docs/migration.md, "Deprecated names") still work as
 * before, and warn exactly once in development and never in production: the GIF infinite
 * hooks' `gifs`, the platform lists' `gifs` / `stories`, the platform hooks before 0.3.0
 * (`useChannel`, `usePublishStory`, …), and the query factories' positional arguments.
 * Production runs first in each group: a warning skipped there must not count as given, and
 * the development run after it must still warn.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createGiphyCore } from '../sdk/client/core';
import { watchDeprecations } from '../test/support/deprecationWarnings';
import { giphyWrapper } from '../test/support/giphyWrapper';
import { setupPlatformHooksTest } from '../test/support/setupPlatformHooksTest';
import {
  gifInfiniteQueries,
  gifQueries,
  platformQueries,
  useChannel,
  useChannelFeed,
  usePlatformQuery,
  usePublishStory,
  useSearchGifsInfinite,
  useTrendingGifsInfinite,
  useUserStories,
} from './index';

const { setup, until } = setupPlatformHooksTest();
const client = createGiphyCore({ apiKey: 'k', storage: null });

const deprecations = watchDeprecations();

describe('the GIF infinite hooks: `gifs` is `items`', () => {
  it('in production: the same list, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { wrapper } = giphyWrapper();
    const { result } = renderHook(() => useSearchGifsInfinite({ term: 'cats' }), { wrapper });
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    expect(result.current.gifs).toBe(result.current.items);
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same list, and one warning for every hook and every read', async () => {
    const { wrapper } = giphyWrapper();
    const { result } = renderHook(
      () => ({ search: useSearchGifsInfinite({ term: 'cats' }), trending: useTrendingGifsInfinite() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.search.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.trending.items.length).toBeGreaterThan(0));
    expect(result.current.search.gifs).toBe(result.current.search.items);
    expect(result.current.trending.gifs.map((g) => g.id)).toEqual(result.current.trending.items.map((g) => g.id));
    const { gifs } = result.current.search;
    expect(gifs).toHaveLength(result.current.search.items.length);
    expect(deprecations()).toEqual([expect.stringMatching(/^gifkit: the GIF infinite hooks' `gifs` .* use `items`\./)]);
    expect({ ...result.current.search }).not.toHaveProperty('gifs'); // spreading never reads it
  });
});

describe('the platform lists: useChannelFeed `gifs`, useUserStories `stories`', () => {
  it('in production: the same lists, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { wrapper } = setup();
    const feed = renderHook(() => useChannelFeed({ id: 1, limit: 5 }), { wrapper }).result;
    const stories = renderHook(() => useUserStories({ username: 'gifkit' }), { wrapper }).result;
    await until(() => expect(feed.current.items).toHaveLength(5));
    await until(() => expect(stories.current.items.length).toBeGreaterThan(0));
    expect(feed.current.gifs).toBe(feed.current.items);
    expect(stories.current.stories).toBe(stories.current.items);
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same lists, one warning each', async () => {
    const { wrapper } = setup();
    const feed = renderHook(() => useChannelFeed({ id: 1, limit: 5 }), { wrapper }).result;
    const stories = renderHook(() => useUserStories({ username: 'gifkit' }), { wrapper }).result;
    await until(() => expect(feed.current.items).toHaveLength(5));
    await until(() => expect(stories.current.items.length).toBeGreaterThan(0));
    for (let i = 0; i < 2; i++) {
      expect(feed.current.gifs).toBe(feed.current.items);
      expect(stories.current.stories).toBe(stories.current.items);
    }
    expect(deprecations()).toEqual([
      expect.stringMatching(/^gifkit: useChannelFeed\(…\)\.gifs is deprecated: use useChannelFeed\(…\)\.items\./),
      expect.stringMatching(/^gifkit: useUserStories\(…\)\.stories is deprecated: use useUserStories\(…\)\.items\./),
    ]);
  });
});

describe('the platform hooks before 0.3.0: usePlatformQuery / usePlatformMutation over the factory', () => {
  const hooks = () => ({
    old: useChannel({ id: 1 }),
    current: usePlatformQuery(platformQueries.channel, { id: 1 }),
    publish: usePublishStory(),
    story: usePlatformQuery(platformQueries.story, { id: 'gk5tRy0006' }),
  });

  it('in production: the same read (one cache entry) and mutation, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { wrapper } = setup();
    const { result } = renderHook(hooks, { wrapper });
    await until(() => expect(result.current.old.data).toBeDefined());
    expect(result.current.old.data).toBe(result.current.current.data);
    await until(() => expect(result.current.story.data?.data.is_published).toBe(false));
    await act(() => result.current.publish.mutateAsync({ id: 'gk5tRy0006' }));
    await until(() => expect(result.current.story.data?.data.is_published).toBe(true));
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same, and one warning per old hook however often it renders', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(hooks, { wrapper });
    await until(() => expect(result.current.old.data).toBeDefined());
    rerender();
    expect(result.current.old.data).toBe(result.current.current.data);
    await until(() => expect(result.current.story.data?.data.is_published).toBe(false));
    await act(() => result.current.publish.mutateAsync({ id: 'gk5tRy0006' }));
    await until(() => expect(result.current.story.data?.data.is_published).toBe(true));
    expect(deprecations()).toEqual([
      expect.stringMatching(
        /^gifkit: useChannel\(…\) is deprecated: use usePlatformQuery\(platformQueries\.channel, …\)\./,
      ),
      expect.stringMatching(
        /^gifkit: usePublishStory\(\) is deprecated: use usePlatformMutation\(storyMutations\.publish\)\./,
      ),
    ]);
  });
});

/** What the comparison reads of a query's options. */
type Query = { queryKey: readonly unknown[]; enabled?: unknown };

describe('the query factories: positional arguments after the client', () => {
  // biome-ignore format: one row per factory
  const pairs = (): [Query, Query][] => [
    [gifQueries.searchGifs(client, 'cats', { limit: 3 }), gifQueries.searchGifs(client, { term: 'cats', limit: 3 })],
    [gifQueries.gif(client, 'a1'), gifQueries.gif(client, { id: 'a1' })],
    [gifQueries.gifs(client, ['a1', 'b2']), gifQueries.gifs(client, { ids: ['a1', 'b2'] })],
    [gifQueries.relatedGifs(client, 'a1', { limit: 2 }), gifQueries.relatedGifs(client, { id: 'a1', limit: 2 })],
    [gifQueries.subcategories(client, 'animals', { limit: 2 }), gifQueries.subcategories(client, { category: 'animals', limit: 2 })],
    [gifQueries.categoryGifs(client, 'animals', 'cats', { offset: 5 }), gifQueries.categoryGifs(client, { category: 'animals', subcategory: 'cats', offset: 5 })],
    [gifQueries.emojiVariations(client, 'e1'), gifQueries.emojiVariations(client, { id: 'e1' })],
    [gifQueries.animateText(client, 'hello', { limit: 1 }), gifQueries.animateText(client, { text: 'hello', limit: 1 })],
    [gifQueries.searchTags(client, 'ca', { limit: 4 }), gifQueries.searchTags(client, { term: 'ca', limit: 4 })],
    [gifQueries.searchChannels(client, 'ca'), gifQueries.searchChannels(client, { term: 'ca' })],
    [gifQueries.relatedTags(client, 'cat', { score: true }), gifQueries.relatedTags(client, { tag: 'cat', score: true })],
    [gifInfiniteQueries.searchGifs(client, 'cats', { rating: 'g' }), gifInfiniteQueries.searchGifs(client, { term: 'cats', rating: 'g' })],
    [gifInfiniteQueries.relatedGifs(client, 'a1'), gifInfiniteQueries.relatedGifs(client, { id: 'a1' })],
    [gifInfiniteQueries.searchChannels(client, 'ca'), gifInfiniteQueries.searchChannels(client, { term: 'ca' })],
    [gifInfiniteQueries.videos(client, 'cats'), gifInfiniteQueries.videos(client, { term: 'cats' })],
    [gifInfiniteQueries.relatedVideos(client, 'v1', { limit: 3 }), gifInfiniteQueries.relatedVideos(client, { id: 'v1', limit: 3 })],
  ];

  it('in production: the same queries, no warning', () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const [old, current] of pairs()) expect(old.queryKey).toEqual(current.queryKey);
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same queries, and one warning per factory however often it is called', () => {
    for (let i = 0; i < 2; i++) {
      for (const [old, current] of pairs()) {
        expect(old.queryKey).toEqual(current.queryKey);
        expect(old.enabled).toEqual(current.enabled);
      }
    }
    const warned = deprecations();
    expect(warned).toHaveLength(pairs().length);
    expect(warned[0]).toMatch(
      /^gifkit: gifQueries\.searchGifs\(client, term, options\) is deprecated: use gifQueries\.searchGifs\(client, \{ term, \.\.\.options \}\)\./,
    );
    expect(warned.at(-1)).toMatch(/^gifkit: gifInfiniteQueries\.relatedVideos\(client, id, options\) is deprecated/);
  });

  it('the old call fetches what the new one does', async () => {
    const requests: URL[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      requests.push(new URL(input instanceof Request ? input.url : input));
      return Response.json({
        data: [],
        pagination: { count: 0, offset: 0, total_count: 0 },
        meta: { status: 200, msg: 'OK', response_id: 'r' },
      });
    };
    const core = createGiphyCore({ apiKey: 'k', storage: null, fetch });
    await new QueryClient().fetchQuery(gifQueries.searchGifs(core, 'cats', { limit: 3 }));
    await new QueryClient().fetchQuery(gifQueries.searchGifs(core, { term: 'cats', limit: 3 }));
    expect(requests).toHaveLength(2);
    expect(requests[0]!.search).toBe(requests[1]!.search);
    expect(requests[0]!.searchParams.get('q')).toBe('cats');
    expect(requests[0]!.searchParams.get('limit')).toBe('3');
  });
});
