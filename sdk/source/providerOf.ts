/**
 * `providerOf(source)`: what a source's provider can do and asks an app to show. A source other
 * than GIPHY's declares it (`engine.provider`); GIPHY's core declares nothing, so that a GIPHY
 * bundle that never asks carries none of it, and this answers GIPHY's: every capability and
 * "Powered By GIPHY".
 */
import type { GifSource, SourceProvider } from './types';

/** GIPHY's API can make every call: the calls were written for it. */
const GIPHY_PROVIDER: SourceProvider = {
  capabilities: {
    search: true,
    trending: true,
    categories: true,
    categoryGifs: true,
    autocomplete: true,
    suggestions: true,
    trendingSearches: true,
    gifs: true,
    gif: true,
    share: true,
    channels: true,
    related: true,
    random: true,
    emoji: true,
    stickers: true,
    clips: true,
    text: true,
    platform: true,
  },
  attribution: { provider: 'GIPHY', mark: 'Powered By GIPHY' },
};

/** What `source` can do (`capabilities`) and what its provider asks an app to show (`attribution`). */
export function providerOf(source: GifSource): SourceProvider {
  return source.engine.provider ?? GIPHY_PROVIDER;
}
