/**
 * The method client's names before 0.3.0 (GIPHY's short names: `search`, `gif`, …) are
 * deprecated aliases of the methods named as the per-call functions (docs/migration.md,
 * "Deprecated names"): each is the same method, warns once in development and never in
 * production, and is left out of the client's own keys (spreading or logging a client never warns).
 */
import { describe, expect, it, vi } from 'vitest';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { createGifReader, createGiphyClient } from './createGiphyClient';

const { requests } = setupMockApiServer();
const options = { apiKey: 'test-key', storage: null, onWarning: () => {} };
const deprecations = watchDeprecations();

const RENAMED = {
  search: 'searchGifs',
  trending: 'trendingGifs',
  gif: 'getGif',
  related: 'relatedGifs',
  random: 'randomGif',
  categories: 'getCategories',
  subcategories: 'getSubcategories',
  emoji: 'getEmoji',
  emojiDefaultVariations: 'getEmojiDefaultVariations',
  emojiVariations: 'getEmojiVariations',
  animate: 'animateText',
  associations: 'getGifAssociations',
  cta: 'setGifCta',
} as const;
const OLD = Object.keys(RENAMED) as (keyof typeof RENAMED)[];

describe("createGiphyClient's old method names", () => {
  it('in production: each is the renamed method, no warning', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const client = createGiphyClient(options);
    for (const old of OLD) expect(client[old]).toBe(client[RENAMED[old]]);
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same method, one warning per old name however often it is read', () => {
    const client = createGiphyClient(options);
    for (let i = 0; i < 2; i++) for (const old of OLD) expect(client[old]).toBe(client[RENAMED[old]]);
    expect(deprecations()).toHaveLength(OLD.length);
    expect(deprecations()[0]).toMatch(/^gifkit: client\.search is deprecated: use client\.searchGifs\./);
  });

  it('none is among the keys: spreading or logging a client never warns', () => {
    const client = createGiphyClient(options);
    const keys = Object.keys({ ...client });
    for (const old of [...OLD, 'gifs']) expect(keys).not.toContain(old);
    expect(deprecations()).toEqual([]);
  });

  it('an old name sends the request of its new one', async () => {
    const client = createGiphyClient(options);
    await client.search('cats', { limit: 2 });
    expect(new URL(requests.at(-1)!.url).pathname).toBe('/v1/gifs/search');
    await client.trending({ type: 'stickers', limit: 2 });
    expect(new URL(requests.at(-1)!.url).pathname).toBe('/v1/stickers/trending');
  });

  it('gifs, two calls by their arguments: getGifs(ids) or getCategoryGifs(category, subcategory)', async () => {
    const client = createGiphyClient(options);
    const byIds = await client.gifs(['l0IylOPCNkiqOgMyA', 'EKDIMDsRX3ihy']);
    expect(new URL(requests.at(-1)!.url).searchParams.get('ids')).toBe('l0IylOPCNkiqOgMyA,EKDIMDsRX3ihy');
    expect(byIds).toEqual(await client.getGifs(['l0IylOPCNkiqOgMyA', 'EKDIMDsRX3ihy']));
    const { data: categories } = await client.getCategories();
    const category = categories.find((c) => c.subcategories?.length)!;
    const sub = category.subcategories![0]!;
    await client.gifs(category.name_encoded!, sub.name_encoded!, { limit: 3 });
    expect(new URL(requests.at(-1)!.url).pathname).toBe(
      `/v1/gifs/categories/${category.name_encoded}/${sub.name_encoded}`,
    );
    expect(deprecations()).toEqual([
      expect.stringMatching(/client\.gifs is deprecated: use client\.getGifs\(ids\) or client\.getCategoryGifs/),
    ]);
  });
});

describe("createGifReader's old method names", () => {
  it("gif and related are getGif and relatedGifs (the same deprecation as the client's, silent in production)", () => {
    vi.stubEnv('NODE_ENV', 'production');
    const reader = createGifReader(options);
    expect(reader.gif).toBe(reader.getGif);
    expect(reader.related).toBe(reader.relatedGifs);
    expect(Object.keys(reader)).not.toContain('gif');
    expect(deprecations()).toEqual([]);
  });
});
