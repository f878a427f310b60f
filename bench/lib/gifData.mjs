/**
 * Realistic GIF data for the bench: the distinct recorded GIPHY answers gifkit/mock serves
 * (real GIFs with their real rendition sizes and fields), fetched through the local responder
 * (all renditions, or a renditions-on-demand bundle), and copies of them with unique ids for lists longer than the recordings.
 */
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
