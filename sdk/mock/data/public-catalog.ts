/**
 * Static catalogue of the public-API mock: GIF categories and subcategories, emoji (default
 * variations and their variations), channels and trending searches from the recordings,
 * and the term lists behind autocomplete and related tags. Immutable; built once.
 */
import channelsSearch from '../fixtures/giphy-js__channels-search.json';
import defaultEmoji from '../fixtures/giphy-js__default-emoji-variations.json';
import emojiVariations from '../fixtures/giphy-js__emoji-variations.json';
import trendingSearchesFixture from '../fixtures/giphy-js__trending-searches.json';
import { gifAt, type RawGif } from './gifs';

/** The `name_encoded` form of a category name ("Food & Drink" → "food-drink"). */
function encodeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s*&\s*/g, '-')
    .replace(/\s+/g, '-');
}

const CATEGORY_NAMES: readonly (readonly [string, readonly string[]])[] = [
  ['Actions', ['Cooking', 'Dancing', 'Eating', 'Falling', 'Laughing', 'Running', 'Sleeping']],
  ['Animals', ['Cats', 'Dogs', 'Birds', 'Pandas', 'Sloths']],
  ['Anime', ['Dragon Ball Z', 'Naruto', 'Sailor Moon', 'Studio Ghibli']],
  ['Art & Design', ['Animation', 'Cinemagraph', 'Pixel', 'Typography']],
  ['Emotions', ['Happy', 'Sad', 'Angry', 'Excited', 'Bored', 'Confused']],
  ['Food & Drink', ['Pizza', 'Coffee', 'Tacos', 'Donuts', 'Beer']],
  ['Gaming', ['Minecraft', 'Fortnite', 'Retro', 'Esports']],
  ['Reactions', ['Thumbs Up', 'Eye Roll', 'Facepalm', 'Mic Drop', 'Slow Clap']],
  ['Sports', ['Basketball', 'Football', 'Soccer', 'Tennis', 'Skateboarding']],
  ['TV', ['Always Sunny', 'Friends', 'Curb Your Enthusiasm', 'Arrested Development']],
];

export interface RawCategory {
  name: string;
  name_encoded: string;
  subcategories: { name: string; name_encoded: string }[];
  gif: RawGif;
}

/** The categories, each with its subcategories and a representative GIF. */
export const categories: readonly RawCategory[] = CATEGORY_NAMES.map(([name, subs], i) => ({
  name,
  name_encoded: encodeName(name),
  subcategories: subs.map((s) => ({ name: s, name_encoded: encodeName(s) })),
  gif: gifAt(i),
}));

/** A category's subcategories as category objects, each with its own GIF. */
export function subcategoriesOf(category: RawCategory): RawCategory[] {
  const at = categories.indexOf(category);
  return category.subcategories.map((s, j) => ({ ...s, subcategories: [], gif: gifAt(100 + at * 10 + j) }));
}

/** v2 default-variation emoji (`type: "emoji"`), as recorded. */
export const emoji: readonly RawGif[] = defaultEmoji.data as unknown as RawGif[];

const recordedVariations = emojiVariations.data as unknown as RawGif[];

/** The variations of one emoji group: recorded for group 1, derived from the emoji otherwise. */
function variationsOfGroup(group: number): RawGif[] {
  const recorded = recordedVariations.filter((v) => v.emoji_group_id === group);
  if (recorded.length) return recorded;
  const base = emoji.find((e) => e.emoji_group_id === group);
  if (!base) return [];
  const { variation_count: count, index_id: _index, ...rest } = base;
  return Array.from({ length: Number(count ?? 0) }, (_, k) => {
    const variation = `variation_${String(k + 1).padStart(2, '0')}`;
    return { ...rest, id: `${base.id}${String(k + 1).padStart(2, '0')}`, type: 'sticker', variation, is_sticker: 1 };
  });
}

const variationsByGroup: ReadonlyMap<number, RawGif[]> = new Map(
  emoji.map((e) => [Number(e.emoji_group_id), variationsOfGroup(Number(e.emoji_group_id))] as const),
);

/** The variations of the emoji (or variation) `id`; `undefined` when the id is no emoji. */
export function variationsOf(id: string): RawGif[] | undefined {
  const all = [...emoji, ...[...variationsByGroup.values()].flat()];
  const hit = all.find((g) => g.id === id);
  return hit ? (variationsByGroup.get(Number(hit.emoji_group_id)) ?? []) : undefined;
}

/** Channels as recorded by `GET /v1/channels/search`. */
const channels: readonly Record<string, unknown>[] = channelsSearch.data as unknown as Record<string, unknown>[];

/** Channels whose name, slug or owner matches `q` (`@` ignored); all of them when none does. */
export function channelsMatching(q: string): readonly Record<string, unknown>[] {
  const needle = q.replace(/^@/, '').trim().toLowerCase();
  const text = (c: Record<string, unknown>) =>
    [c.slug, c.display_name, c.short_display_name, (c.user as { username?: string } | undefined)?.username]
      .join(' ')
      .toLowerCase();
  const hits = channels.filter((c) => text(c).includes(needle));
  return hits.length ? hits : channels;
}

/** The recorded `GET /v1/trending/searches` answer. */
export const trendingSearches = trendingSearchesFixture;

/** Every GIF the catalogue serves with its own id (for lookups by id). */
export function catalogGifs(): RawGif[] {
  const featured = channels.map((c) => c.featured_gif as RawGif | null).filter((g): g is RawGif => !!g);
  return [...emoji, ...[...variationsByGroup.values()].flat(), ...featured];
}

const COMPLETIONS = [
  '',
  's',
  ' funny',
  ' meme',
  ' reaction',
  ' love',
  ' dance',
  ' happy',
  ' sad',
  ' cute',
  ' party',
  ' fail',
  ' wow',
  ' yes',
  ' no',
  ' hello',
  ' thank you',
  ' good morning',
  ' birthday',
  ' lol',
];

/** Autocomplete terms for `q` (the term itself first). */
export function completionsOf(q: string): string[] {
  const term = q.trim().toLowerCase();
  return COMPLETIONS.map((suffix) => `${term}${suffix}`);
}

const RELATED = ['funny', 'cute', 'meme', 'love', 'reaction', 'happy', 'dance', 'sleepy', 'angry', 'party'];

/** Related search terms for `tag`, most relevant first. */
export function relatedTermsOf(tag: string): string[] {
  const term = tag.trim().toLowerCase();
  return RELATED.map((word) => `${word} ${term}`);
}
