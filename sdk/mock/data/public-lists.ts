/**
 * The derived lists of the public-API mock, as `{ total, at(i) }`: subcategory GIFs, related
 * items, animated text, plus the associations of a GIF, related-term entries and the
 * deliberately malformed page. Pure and deterministic (same input → same items).
 */
import type { RawGif } from './gifs';
import { findGif, hashOf, itemOf } from './public';
import { categories, relatedTermsOf } from './public-catalog';
import { analyticsPayload } from './public-wire';

/** A list of `total` items whose i-th item is `at(i)`. */
export interface List<T = RawGif> {
  total: number;
  at: (i: number) => T;
}

const SPAN = 50_000;

/** The GIFs of a subcategory (50–200 of them); `undefined` when the category or subcategory is unknown. */
export function subcategoryGifs(category: string, subcategory: string): List | undefined {
  const cat = categories.find((c) => c.name_encoded === category.toLowerCase());
  const sub = cat?.subcategories.find((s) => s.name_encoded === subcategory.toLowerCase());
  if (!cat || !sub) return undefined;
  const key = `${cat.name_encoded}/${sub.name_encoded}`;
  const base = hashOf(key) % SPAN;
  return { total: 50 + (hashOf(key) % 151), at: (i) => itemOf('gifs', base + i) };
}

/** Items related to `gifId` (60–100; none for an unknown id), never the GIF itself. */
export function relatedList(type: string, gifId: string): List {
  const total = findGif(gifId) ? 60 + (hashOf(gifId) % 41) : 0;
  const base = (hashOf(`related:${type}:${gifId}`) % SPAN) + 1;
  return {
    total,
    at: (i) => {
      const gif = itemOf(type, base + i);
      return gif.id === gifId ? itemOf(type, base + total) : gif;
    },
  };
}

/** Animated renderings of `m`: 12 styles with dynamic ids (not fetchable by id, like GIPHY's). */
export function animatedList(m: string): List {
  const seed = hashOf(`animate:${m}`);
  return {
    total: 12,
    at: (i) => {
      const id = `animated${seed.toString(36)}${i.toString(36)}`;
      const slug = `${encodeURIComponent(m.toLowerCase())}-${id}`;
      return { ...itemOf('text', (seed % SPAN) + i), id, title: m, slug, is_dynamic: 1 };
    },
  };
}

/** Content associated with a GIF (inferred shape): GIFs, stickers, clips and tags. */
export function associationsOf(gif: RawGif) {
  const base = (hashOf(`associations:${gif.id}`) % SPAN) + 1;
  const pick = (type: string, count: number) =>
    Array.from({ length: count + 1 }, (_, i) => itemOf(type, base + i))
      .filter((g) => g.id !== gif.id)
      .slice(0, count);
  const words =
    Array.isArray(gif.tags) && gif.tags.length ? gif.tags.map(String) : String(gif.title ?? '').split(/\s+/);
  const tags = [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w && w !== 'gif' && w !== 'by'))];
  return {
    gif_id: gif.id,
    gifs: pick('gifs', 6),
    stickers: pick('stickers', 3),
    clips: pick('videos', 2),
    tags: tags.slice(0, 5).map((name) => ({ name })),
  };
}

/** Related search terms with their analytics payload and, when asked, a decreasing `score`. */
export function relatedTermEntries(tag: string, withScore: boolean) {
  return relatedTermsOf(tag).map((name, i) => ({
    name,
    analytics_response_payload: analyticsPayload(`event_type=SEARCH_SUGGESTION&term=${name}&position=${i}`),
    ...(withScore ? { score: Math.round((0.98 - i * 0.07) * 100) / 100 } : {}),
  }));
}

/**
 * The page of the `malformed` magic term: the first item loses its `id`, the second gets
 * `images: "oops"`. Deliberately invalid against the spec.
 */
export function malform<T extends object>(data: T[]): T[] {
  return data.map((item, i) => {
    if (i === 0) {
      const { id: _id, ...rest } = item as T & { id?: unknown };
      return rest as T;
    }
    return i === 1 ? ({ ...item, images: 'oops' } as T) : item;
  });
}
