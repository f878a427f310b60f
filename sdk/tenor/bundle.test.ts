/**
 * What a bundle carries, by provider: an app on a Tenor-v2 source carries none of GIPHY's GIF
 * normalizer, its category and channel normalizers or its platform code, and an app on GIPHY's
 * core none of the Tenor-v2 source or the other sources' machinery (docs/architecture.md,
 * "One seam, many providers"), whole pickers included (the picker's tiles and grid read its
 * source's GIFs as they are: the boundary for GIPHY's own JSON is `<Tile>`'s and `<Grid>`'s).
 * Measured from source with the bench's own bundler.
 */
import { describe, expect, it } from 'vitest';
import { measureBundle, ownerOf } from '../../bench/measure.mjs';

const owners = async (entry: string | { contents: string; loader: string }) => [
  ...new Set(Object.keys((await measureBundle(entry, { fromSource: true })).inputs).map(ownerOf)),
];

/** GIPHY's normalizers and platform layer. */
const GIPHY_ONLY = /^sdk\/(normalize\/(gif|checkGif|category|channel)\.ts|platform\/)/;
/** The other sources' code. */
const OTHER_SOURCES = /^sdk\/(tenor\/|source\/(createGifSource|sourceEngine|providerOf)\.ts)/;

describe('a bundle carries its own provider’s code only', { timeout: 240_000 }, () => {
  it('a Tenor-only app (search, trending, terms, GIFs by id, the share event): no GIPHY normalizer or platform code', async () => {
    const tenorApp = {
      loader: 'ts',
      contents: `
        import { createAnalytics, createTenorSource, getGif, getGifs, relatedTags, searchGifs, searchTags,
          trendingGifs, trendingSearches } from 'gifkit';
        const klipy = createTenorSource({ provider: 'klipy', key: 'k' });
        const analytics = createAnalytics({ pingbacks: false });
        export const app = [searchGifs(klipy, 'a'), trendingGifs(klipy), searchTags(klipy, 'a'),
          relatedTags(klipy, 'a'), trendingSearches(klipy), getGif(klipy, '1'), getGifs(klipy, ['1'])];
        export const share = (gif) => analytics.share({ source: klipy, gif, term: 'a' });`,
    };
    for (const entry of ['bench/bundle/sdk-search-tenor.gifkit.ts', 'bench/bundle/picker-tenor.gifkit.tsx', tenorApp]) {
      const files = await owners(entry);
      expect(files.filter((file) => GIPHY_ONLY.test(file))).toEqual([]);
      expect(files).toContain('sdk/tenor/normalizeResult.ts');
    }
  });

  it('a GIPHY-only app: none of the Tenor-v2 source', async () => {
    for (const task of [
      'sdk-search.gifkit.ts',
      'sdk-search-client.gifkit.ts',
      'grid-headless.gifkit.tsx',
      'picker-styled.gifkit.tsx',
    ]) {
      const files = await owners(`bench/bundle/${task}`);
      expect(files.filter((file) => OTHER_SOURCES.test(file))).toEqual([]);
    }
  });
});
