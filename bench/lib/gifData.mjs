/**
 * Realistic GIF data for the bench: the distinct recorded GIPHY answers gifkit/mock serves
 * (real GIFs with their real rendition sizes and fields), fetched through the local responder
 * (all renditions, or a renditions-on-demand bundle), and copies of them with unique ids for lists longer than the recordings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../measure.mjs';
import { startResponder } from './mockServer.mjs';

const TERMS = ['cats', 'dogs', 'happy', 'dance', 'wow', 'love', 'yes', 'party', 'sad', 'hello'];

/**
 * Every distinct raw (wire) GIF the mock serves for a spread of search terms, up to `max`.
 * With `bundle` (e.g. `messaging_non_clips`), the same GIFs as the API answers a request for
 * that renditions-on-demand bundle: only the bundle's renditions, every other field kept.
 */
export async function recordedRawGifs({ max = Number.POSITIVE_INFINITY, bundle = undefined } = {}) {
  const responder = await startResponder();
  const byId = new Map();
  try {
    for (const term of TERMS) {
      for (let offset = 0; byId.size < max; offset += 50) {
        const page = await responder.rawSearch(term, offset, 50, { bundle });
        if (!page.data?.length) break;
        for (const gif of page.data) if (byId.size < max) byId.set(gif.id, gif);
      }
    }
  } finally {
    responder.close();
  }
  return [...byId.values()];
}

/** The id of the `index`-th copy in a list built by cycling `templates` (unique per index). */
export const syntheticId = (templateId, index) => `${templateId}${index.toString(36)}`;

/** The recorded answers whose items the media case renders: every recorded GIF, and the recorded stickers. */
const MEDIA_FIXTURES = [
  'gifexpertapp__search-2024.json',
  'giphy-js__gifs.json',
  'giphy-js__gif.json',
  'react-giphy-searchbox__giphySearchGetSuccess.json',
  'react-giphy-searchbox__giphyTrendingGetSuccess.json',
  'giphy-js__emoji-variations.json',
];

/**
 * The distinct recorded GIPHY items themselves (raw, as recorded; sdk/mock/fixtures), not the
 * mock's copies: 26 GIFs and 5 stickers, each with every rendition and its recorded file sizes.
 */
export function recordedFixtureGifs() {
  const byId = new Map();
  for (const file of MEDIA_FIXTURES) {
    const { data } = JSON.parse(readFileSync(path.join(ROOT, 'sdk/mock/fixtures', file), 'utf8'));
    for (const gif of Array.isArray(data) ? data : [data]) if (!byId.has(gif.id)) byId.set(gif.id, gif);
  }
  return [...byId.values()];
}
