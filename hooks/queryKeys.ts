/**
 * Hierarchical query keys for every public read. Each level is a prefix of the next, so
 * `invalidateQueries({ queryKey: gifKeys.search() })` reaches every search, and
 * `gifKeys.all` everything gifkit cached.
 */

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

/**
 * The keys of the queries a search UI runs (search, trending, and the search box's suggestions):
 * part of `gifKeys`, kept in their own object so the search's bundle does not carry every key.
 */
export const searchKeys = {
  search: (term?: string, options?: object) => key('search', term, options && strip(options)),
  trending: (options?: object) => key('trending', options && strip(options)),
  trendingSearches: () => key('trendingSearches'),
  searchTags: (term?: string, options?: object) => key('searchTags', term, options && strip(options)),
  searchChannels: (term?: string, options?: object) => key('searchChannels', term, options && strip(options)),
};

/** Every key; `Object.assign` (pure) rather than a spread, so a bundle without `gifKeys` drops it. */
export const gifKeys = /* @__PURE__ */ Object.assign(
  {
    all: ROOT,
    gif: (id?: string) => key('gif', id),
    gifs: (ids?: readonly string[]) => key('gifs', ids),
    subcategoryGifs: (category?: string, subcategory?: string, options?: object) =>
      key('subcategoryGifs', category, subcategory, options && strip(options)),
    related: (id?: string, options?: object) => key('related', id, options && strip(options)),
    random: (options?: object) => key('random', options && strip(options)),
    categories: (options?: object) => key('categories', options && strip(options)),
    subcategories: (category?: string, options?: object) => key('subcategories', category, options && strip(options)),
    emoji: (options?: object) => key('emoji', options && strip(options)),
    emojiDefaultVariations: (options?: object) => key('emojiDefaultVariations', options && strip(options)),
    emojiVariations: (id?: string) => key('emojiVariations', id),
    animate: (text?: string, options?: object) => key('animate', text, options && strip(options)),
    relatedTags: (tag?: string, options?: object) => key('relatedTags', tag, options && strip(options)),
  } as const,
  searchKeys,
);
