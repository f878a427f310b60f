/**
 * `createGifSource`: a source of your own (an in-house GIF library, a moderation proxy) behind
 * gifkit's calls and components. You write the calls you have; every answer then passes the
 * boundary every source's answers pass (GIFs through gifkit's GIF normalizer: http(s) URLs
 * only, numeric sizes, real booleans; a malformed GIF is dropped with a development warning),
 * the capabilities follow from the calls you gave, and any other call is refused with an
 * `UnsupportedCallError` before it reaches your code (docs/providers.md, "Write your own source").
 */
import { ValidationError } from '../errors';
import { type Category, categoryNormalizer } from '../normalize/category';
import type { ListResult, Meta, SingleResult, WarningSink } from '../normalize/envelope';
import { type Gif, normalizeGif, normalizeGifInPlace } from '../normalize/gif';
import { refuseUnsupported, sourceEngine } from './sourceEngine';
import type { Attribution, GifSource, SourceCalls } from './types';

/** A GIF as your calls answer it: its id and renditions at least; gifkit normalizes the rest (flags, sizes, URLs). */
export type SourceGif = Pick<Gif, 'id' | 'images'> & Partial<Omit<Gif, 'id' | 'images'>>;

/** A list as your calls answer it (`meta` may be left out). */
export type ListInput<T> = Omit<ListResult<T>, 'meta'> & { meta?: Meta };

/**
 * The calls of a source of your own: those of `SourceCalls`, answering GIFs as `SourceGif` and
 * lists without `meta` if you like. Page by offset, or by your API's cursor: put the next
 * page's in `pagination.next_cursor` (none on the last page, which says its `total_count`)
 * and read it back from the call's `cursor`.
 */
export interface GifSourceCalls {
  search?(term: string, options: Parameters<NonNullable<SourceCalls['search']>>[1]): Promise<ListInput<SourceGif>>;
  trending?(options: Parameters<NonNullable<SourceCalls['trending']>>[0]): Promise<ListInput<SourceGif>>;
  categories?(options: Parameters<NonNullable<SourceCalls['categories']>>[0]): Promise<ListInput<Category>>;
  categoryGifs?(
    category: string,
    subcategory: string,
    options: Parameters<NonNullable<SourceCalls['categoryGifs']>>[2],
  ): Promise<ListInput<SourceGif>>;
  autocomplete?(
    term: string,
    options: Parameters<NonNullable<SourceCalls['autocomplete']>>[1],
  ): Promise<ListInput<{ name: string }>>;
  suggestions?(
    term: string,
    options: Parameters<NonNullable<SourceCalls['suggestions']>>[1],
  ): Promise<ListInput<{ name: string }>>;
  trendingSearches?(
    options: Parameters<NonNullable<SourceCalls['trendingSearches']>>[0],
  ): Promise<{ data: string[]; meta?: Meta }>;
  gifs?(
    ids: readonly string[],
    options: Parameters<NonNullable<SourceCalls['gifs']>>[1],
  ): Promise<ListInput<SourceGif>>;
  gif?(id: string, options: Parameters<NonNullable<SourceCalls['gif']>>[1]): Promise<{ data: SourceGif; meta?: Meta }>;
  share?: SourceCalls['share'];
}

/** What `createGifSource` takes. */
export interface GifSourceDefinition {
  /**
   * Names this source and whatever changes its answers (e.g. `acme-gifs:en`): the hooks put it
   * in query keys, so two sources never share a cache entry. Never put a secret in it.
   */
  identity: string;
  /** What your provider asks an app to show (at least its name). */
  attribution: Attribution;
  /** The calls your source can make; every other one is refused. */
  calls: GifSourceCalls;
  /** `true` when `search` and `trending` answer `type: 'stickers'`. Default `false`. */
  stickers?: boolean;
  /** Forgets whatever your calls cache (default: nothing to forget). */
  clearCache?: () => void;
  /** Receives development warnings (GIFs and URLs dropped). Default: console.warn outside production. */
  onWarning?: (message: string) => void;
}

/** Each GIF through the GIF normalizer, on a copy; a GIF that cannot be normalized is dropped with a warning. */
function gifsOf(items: readonly unknown[], warn: WarningSink | undefined): Gif[] {
  const gifs: Gif[] = [];
  items.forEach((item, i) => {
    try {
      gifs.push(normalizeGif(item, `data.${i}`, undefined, warn));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      warn?.(`${error.message} (item dropped)`);
    }
  });
  return gifs;
}

/** A custom source's answers carry no response id (only GIPHY's v1 API gives one). */
const META: Meta = { status: 200, msg: 'OK', response_id: '' };

const list = async <T, U>(answer: Promise<ListInput<T>>, items: (data: T[]) => U[]): Promise<ListResult<U>> => {
  const result = await answer;
  return { meta: META, ...result, data: items(result.data) };
};

/** Creates a source from the calls you have (docs/providers.md, "Write your own source"). */
export function createGifSource(definition: GifSourceDefinition): GifSource {
  const { calls: own, attribution } = definition;
  const warn =
    definition.onWarning ?? (process.env.NODE_ENV === 'production' ? undefined : (m: string) => console.warn(m));
  const gifs = (answer: Promise<ListInput<SourceGif>>) => list(answer, (data) => gifsOf(data, warn));
  const category = categoryNormalizer((raw, path, _id, w) => normalizeGifInPlace(raw, path, undefined, w));

  const calls: SourceCalls = {};
  if (own.search) calls.search = (term, o) => refuseUnsupported(engine, o) ?? gifs(own.search!(term, o));
  if (own.trending) calls.trending = (o) => refuseUnsupported(engine, o) ?? gifs(own.trending!(o));
  if (own.categoryGifs) calls.categoryGifs = (c, s, o) => gifs(own.categoryGifs!(c, s, o));
  if (own.gifs) calls.gifs = (ids, o) => gifs(own.gifs!(ids, o));
  if (own.gif)
    calls.gif = async (id, o): Promise<SingleResult<Gif>> => {
      const result = await own.gif!(id, o);
      return { meta: META, ...result, data: normalizeGif(result.data, 'data', undefined, warn) };
    };
  if (own.categories)
    calls.categories = (o) =>
      list(own.categories!(o), (data) =>
        data.map((c, i): Category => category(structuredClone(c), `data.${i}`, undefined, warn)),
      );
  const names = (answer: Promise<ListInput<{ name: string }>>) =>
    list(answer, (data) => data.filter((term) => typeof term?.name === 'string'));
  if (own.autocomplete) calls.autocomplete = (term, o) => names(own.autocomplete!(term, o));
  if (own.suggestions) calls.suggestions = (term, o) => names(own.suggestions!(term, o));
  if (own.trendingSearches)
    calls.trendingSearches = async (o) => {
      const { data, meta = META } = await own.trendingSearches!(o);
      return { data: data.filter((term) => typeof term === 'string'), meta };
    };
  if (own.share) calls.share = (gif, o) => own.share!(gif, o);

  const engine = sourceEngine(attribution, calls, { stickers: !!definition.stickers });
  return { identity: definition.identity, clearCache: definition.clearCache ?? (() => {}), engine };
}
