/**
 * Data builders for the mock `/ajax/…` calls: GIF lookup by id (recorded GIFs and their
 * `gifAt` copies), tags derived from recorded titles, deterministic tag counts, seed
 * language tags, related tags and tag predictions. Pure functions; state lives in the handler.
 */
import { fixtureGifs, fixtureStickers, gifAt, type RawGif } from './gifs';

/** Finds a GIF by id among the recorded GIFs, the stickers and the endless `gifAt` list. */
export function findGif(id: string): RawGif | undefined {
  const recorded = fixtureGifs.find((g) => g.id === id) ?? fixtureStickers.find((g) => g.id === id);
  if (recorded) return recorded;
  const copy = /^(.+)x([0-9a-z]+)$/.exec(id);
  if (!copy) return undefined;
  const n = Number.parseInt(copy[2]!, 36);
  for (const kind of ['gif', 'sticker'] as const) {
    if (gifAt(n, kind).id === id) return gifAt(n, kind);
  }
  return undefined;
}

/** Splits a comma-separated (or repeated) `gif_ids` query into ids. */
export function parseIds(values: string[]): string[] {
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Small, stable string hash (FNV-1a), for deterministic counts and ids. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A 40-character hex id (like GIPHY's `response_id`), derived from `seed`. */
export function responseId(seed: string): string {
  return Array.from({ length: 5 }, (_, i) => hash(`${seed}#${i}`).toString(16).padStart(8, '0')).join('');
}

/**
 * A GIF's tags: its recorded `tags` when present, otherwise derived from its title
 * ("Dragon Ball GIF by Toei Animation" → dragon ball, dragon, ball, toei animation).
 */
export function tagsOf(gif: RawGif): string[] {
  const recorded = Array.isArray(gif.tags)
    ? (gif.tags as unknown[]).filter((t): t is string => typeof t === 'string')
    : [];
  if (recorded.length) return recorded;
  const title = typeof gif.title === 'string' ? gif.title : '';
  const [subject = '', by = ''] = title.split(/\bGIF\b/i);
  const phrase = subject.trim().toLowerCase();
  const author = by
    .replace(/^\s*by\s+/i, '')
    .trim()
    .toLowerCase();
  const words = phrase.split(/\s+/).filter((w) => w.length > 1);
  return [...new Set([phrase, ...words, author].filter(Boolean))];
}

/** Deterministic usage counts for a GIF's tags, most frequent first. */
export function tagCounts(gif: RawGif): { tag: string; count: number }[] {
  return tagsOf(gif)
    .map((tag) => ({ tag, count: 10 + (hash(`${gif.id}:${tag}`) % 990) }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** Language tags every fresh mock starts with: gif id → lang → tags. */
const SEED_LANGUAGE_TAGS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  GRSnxyhJnPsaQy9YLn: { es: ['bola de dragón', 'anime', 'goku'], pt: ['esfera do dragão', 'anime'] },
  l0HlyLQsbvhciAuKA: { es: ['verano', 'surf'], fr: ['été', 'surf'], de: ['sommer', 'surfen'] },
  '3o7buiO0t8uLXHBDXO': { es: ['siempre hace sol', 'charlie'] },
};

/** A fresh, mutable copy of the seed language tags: gif id → lang → tags. */
export function seededLanguageTags(): Map<string, Map<string, string[]>> {
  return new Map(
    Object.entries(SEED_LANGUAGE_TAGS).map(([id, byLang]) => [
      id,
      new Map(Object.entries(byLang).map(([l, t]) => [l, [...t]])),
    ]),
  );
}

/** Tags seen on the same recorded GIFs as `tag`, most frequent first (generic ones if none). */
export function relatedTags(tag: string, limit = 10): string[] {
  const wanted = tag.trim().toLowerCase().replace(/-/g, ' ');
  const counts = new Map<string, number>();
  for (const gif of fixtureGifs) {
    const tags = tagsOf(gif);
    if (!tags.includes(wanted)) continue;
    for (const t of tags) if (t !== wanted) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const found = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
  if (found.length) return found.slice(0, limit);
  const generic = [`${wanted} reaction`, `${wanted} meme`, `funny ${wanted}`, `${wanted} animation`, `${wanted} love`];
  return generic.slice(0, limit);
}

/** What tag prediction can suggest, in a fixed order. */
// biome-ignore format: one vocabulary, two lines
const PREDICTION_VOCABULARY = [
  'reaction', 'happy', 'funny', 'love', 'dance', 'excited', 'celebrate', 'cute', 'animation', 'cartoon',
  'anime', 'wow', 'yes', 'no', 'sad', 'angry', 'laugh', 'party', 'cool', 'thumbs up',
] as const;

/**
 * Deterministic tag suggestions for `frameCount` frames: `min(2 + frameCount, 10)` tags,
 * starting further into the vocabulary for each extra frame.
 */
export function predictTagNames(frameCount: number): string[] {
  const count = Math.min(2 + frameCount, 10);
  const start = ((frameCount - 1) * 3) % PREDICTION_VOCABULARY.length;
  return Array.from({ length: count }, (_, i) => PREDICTION_VOCABULARY[(start + i) % PREDICTION_VOCABULARY.length]!);
}

/** An `analytics_response_payload` in GIPHY's form: `e=<base64url("key=value&…")>`. */
export function analyticsPayload(fields: Record<string, string>): string {
  const query = new URLSearchParams(fields).toString(); // URL-encoded, so plain ASCII for btoa
  return `e=${btoa(query).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}
