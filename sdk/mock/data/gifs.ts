/**
 * Raw (wire-shaped) GIF records for the mock API, taken from the recorded responses in
 * ../fixtures and varied deterministically so that long lists stay realistic.
 */
import search2024 from '../fixtures/gifexpertapp__search-2024.json';
import emojiVariations from '../fixtures/giphy-js__emoji-variations.json';
import single from '../fixtures/giphy-js__gif.json';
import searchJs from '../fixtures/giphy-js__gifs.json';
import search2019 from '../fixtures/react-giphy-searchbox__giphySearchGetSuccess.json';
import trending2019 from '../fixtures/react-giphy-searchbox__giphyTrendingGetSuccess.json';

/** A GIF as the public API sends it (sizes as strings, flags as 0/1). */
export type RawGif = { id: string; type?: string; images: Record<string, Record<string, string>> } & Record<
  string,
  unknown
>;

function unique(list: readonly unknown[]): RawGif[] {
  const seen = new Set<string>();
  return (list as RawGif[]).filter((g) => !seen.has(g.id) && seen.add(g.id));
}

/** Every distinct recorded GIF, newest recordings first. */
export const fixtureGifs: readonly RawGif[] = unique([
  ...search2024.data,
  ...searchJs.data,
  single.data,
  ...search2019.data,
  ...trending2019.data,
]);

/** Recorded stickers (emoji variations are served as `type: "sticker"`). */
export const fixtureStickers: readonly RawGif[] = unique(emojiVariations.data);

/**
 * The n-th GIF of an endless deterministic list: the recorded GIFs first, then copies of
 * them with their own alphanumeric ids (`<base id>x<n in base 36>`).
 */
export function gifAt(n: number, kind: 'gif' | 'sticker' = 'gif'): RawGif {
  const pool = kind === 'sticker' ? fixtureStickers : fixtureGifs;
  const base = pool[n % pool.length]!;
  if (n < pool.length) return base;
  return { ...base, id: `${base.id}x${n.toString(36)}` };
}
