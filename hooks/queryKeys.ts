/**
 * Hierarchical query keys for every public read. Each level is a prefix of the next, so
 * `invalidateQueries({ queryKey: gifKeys.search() })` reaches every search, and
 * `gifKeys.all` everything gifkit cached.
 */

/** Call options without the parts that do not change the answer (the abort signal). */
export type KeyOptions<T> = Omit<T, 'signal'>;

/** An options object without its `signal`; other arguments (terms, id lists) as they are. */
const strip = (arg: unknown) => {
  if (!arg || typeof arg !== 'object' || Array.isArray(arg)) return arg;
  const { signal: _signal, ...rest } = arg as { signal?: unknown };
  return rest;
};

const ROOT = ['gifkit'] as const;

/**
 * Builds a key `[gifkit, name, ...args]`; args stop at the first undefined (prefix keys), and
 * options objects lose their `signal`.
 */
function key<N extends string>(name: N, ...args: unknown[]) {
  const end = args.indexOf(undefined);
  return [...ROOT, name, ...(end === -1 ? args : args.slice(0, end)).map(strip)] as const;
}

// The keys the headless search reads, also on their own: an app that imports only these
// (through the search box) does not bundle the whole `gifKeys` object.
export const searchKey = (term?: string, options?: object) => key('search', term, options);
export const trendingKey = (options?: object) => key('trending', options);
export const searchChannelsKey = (term?: string, options?: object) => key('searchChannels', term, options);
export const trendingSearchesKey = () => key('trendingSearches');
export const searchTagsKey = (term?: string, options?: object) => key('searchTags', term, options);

export const gifKeys = {
  all: ROOT,
  search: searchKey,
  trending: trendingKey,
  gif: (id?: string) => key('gif', id),
  gifs: (ids?: readonly string[]) => key('gifs', ids),
  subcategoryGifs: (category?: string, subcategory?: string, options?: object) =>
    key('subcategoryGifs', category, subcategory, options),
  related: (id?: string, options?: object) => key('related', id, options),
  random: (options?: object) => key('random', options),
  categories: (options?: object) => key('categories', options),
  subcategories: (category?: string, options?: object) => key('subcategories', category, options),
  emoji: (options?: object) => key('emoji', options),
  emojiDefaultVariations: (options?: object) => key('emojiDefaultVariations', options),
  emojiVariations: (id?: string) => key('emojiVariations', id),
  animate: (text?: string, options?: object) => key('animate', text, options),
  searchChannels: searchChannelsKey,
  trendingSearches: trendingSearchesKey,
  searchTags: searchTagsKey,
  relatedTags: (tag?: string, options?: object) => key('relatedTags', tag, options),
} as const;
