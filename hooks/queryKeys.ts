/**
 * Hierarchical query keys for every public read. Each level is a prefix of the next, so
 * `invalidateQueries({ queryKey: gifKeys.searchGifs() })` reaches every search, and
 * `gifKeys.all` everything gifkit cached.
 */
import { withRenamed } from '../sdk/devWarn';

/** Call options without the parts that do not change the answer (the abort signal). */
export type KeyOptions<T> = Omit<T, 'signal'>;

const strip = <T extends object>(options: T | undefined) => {
  const { signal: _signal, ...rest } = (options ?? {}) as T & { signal?: unknown };
  return rest as KeyOptions<T>;
};

const ROOT = ['gifkit'] as const;

/**
 * A factory's full key: the `gifKeys` key plus the client's identity, last, so prefix keys
 * still reach it and two clients (other api key, default rating or server) under one
 * QueryClient never share an answer.
 */
export function withClient<K extends readonly unknown[]>(key: K, client: { identity: string }) {
  return [...key, { client: client.identity }] as const;
}

/** Builds a key `[gifkit, name, ...args]`; args stop at the first undefined (prefix keys). */
function key<N extends string>(name: N, ...args: unknown[]) {
  const end = args.indexOf(undefined);
  return [...ROOT, name, ...(end === -1 ? args : args.slice(0, end))] as const;
}

// The keys of the queries a search UI runs (search, trending, and the search box's suggestions):
// part of `gifKeys`, each its own function so a bundle keeps only the keys it builds (a page of
// search results carries no suggestion key).

/** `gifKeys.searchGifs`. */
export const searchGifsKey = (term?: string, options?: object) => key('searchGifs', term, options && strip(options));
/** `gifKeys.trendingGifs`. */
export const trendingGifsKey = (options?: object) => key('trendingGifs', options && strip(options));
/** `gifKeys.trendingSearches`. */
export const trendingSearchesKey = () => key('trendingSearches');
/** `gifKeys.searchTags`. */
export const searchTagsKey = (term?: string, options?: object) => key('searchTags', term, options && strip(options));
/** `gifKeys.searchChannels`. */
export const searchChannelsKey = (term?: string, options?: object) =>
  key('searchChannels', term, options && strip(options));

/** The search's keys as `gifKeys` names them. */
export const searchKeys = {
  searchGifs: searchGifsKey,
  trendingGifs: trendingGifsKey,
  trendingSearches: trendingSearchesKey,
  searchTags: searchTagsKey,
  searchChannels: searchChannelsKey,
};

/**
 * The keys', factories' and hooks' names before 0.3.0 and their names now: each is named by its
 * call (`searchGifs`), without a leading `get` (`getCategoryGifs` → `categoryGifs`).
 */
export const RENAMED_QUERIES = {
  search: 'searchGifs',
  trending: 'trendingGifs',
  subcategoryGifs: 'categoryGifs',
  related: 'relatedGifs',
  random: 'randomGif',
  animate: 'animateText',
};

/**
 * Every key, with the names before 0.3.0 as deprecated aliases (`gifKeys.search` is
 * `gifKeys.searchGifs`). `Object.assign` (pure) rather than a spread, so a bundle without
 * `gifKeys` drops it.
 */
const allKeys = /* @__PURE__ */ Object.assign(
  {
    all: ROOT,
    gif: (id?: string) => key('gif', id),
    gifs: (ids?: readonly string[]) => key('gifs', ids),
    categoryGifs: (category?: string, subcategory?: string, options?: object) =>
      key('categoryGifs', category, subcategory, options && strip(options)),
    relatedGifs: (id?: string, options?: object) => key('relatedGifs', id, options && strip(options)),
    randomGif: (options?: object) => key('randomGif', options && strip(options)),
    categories: (options?: object) => key('categories', options && strip(options)),
    subcategories: (category?: string, options?: object) => key('subcategories', category, options && strip(options)),
    emoji: (options?: object) => key('emoji', options && strip(options)),
    emojiDefaultVariations: (options?: object) => key('emojiDefaultVariations', options && strip(options)),
    emojiVariations: (id?: string) => key('emojiVariations', id),
    animateText: (text?: string, options?: object) => key('animateText', text, options && strip(options)),
    relatedTags: (tag?: string, options?: object) => key('relatedTags', tag, options && strip(options)),
  } as const,
  searchKeys,
);
/** Every query key gifkit uses, hierarchical: `gifKeys.all`, then one builder per read (`gifKeys.searchGifs(term)`). */
export const gifKeys = /* @__PURE__ */ withRenamed(allKeys, RENAMED_QUERIES, 'gifKeys') as typeof allKeys & {
  /** @deprecated Renamed `searchGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly search: typeof allKeys.searchGifs;
  /** @deprecated Renamed `trendingGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly trending: typeof allKeys.trendingGifs;
  /** @deprecated Renamed `categoryGifs` (the call `getCategoryGifs`); removed in 0.5.0 at the earliest. */
  readonly subcategoryGifs: typeof allKeys.categoryGifs;
  /** @deprecated Renamed `relatedGifs`, the call's name; removed in 0.5.0 at the earliest. */
  readonly related: typeof allKeys.relatedGifs;
  /** @deprecated Renamed `randomGif`, the call's name; removed in 0.5.0 at the earliest. */
  readonly random: typeof allKeys.randomGif;
  /** @deprecated Renamed `animateText`, the call's name; removed in 0.5.0 at the earliest. */
  readonly animate: typeof allKeys.animateText;
};
