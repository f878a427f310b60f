/**
 * The seam between gifkit and a GIF provider: what a source is (`GifSource`), what its provider
 * can do and asks an app to show (`SourceProvider`: `SourceCapabilities`, `Attribution`) and
 * the calls a source other than GIPHY's brings (`SourceCalls`). GIPHY's core (`createGiphyCore`)
 * is one source, `createTenorSource` another, `createGifSource` builds your own. The per-call
 * functions (`searchGifs`, `trendingGifs`, …) take any source and fail with an
 * `UnsupportedCallError`, before any request, for a call it cannot make (docs/providers.md).
 */
import type { Category, Term } from '../client/calls';
import type * as O from '../client/options';
import type { ListResult, Meta, SingleResult } from '../normalize/envelope';
import type { Gif } from '../normalize/gif';

/**
 * What a source can do, one name each. The first ten are the calls every provider may offer
 * (a source lacking one says `false`); the rest are abilities of GIPHY's own API that other
 * providers do not have, or have only in part (`stickers`).
 */
export type Capability =
  /** `searchGifs` */
  | 'search'
  /** `trendingGifs` */
  | 'trending'
  /** `getCategories` */
  | 'categories'
  /** `getCategoryGifs` */
  | 'categoryGifs'
  /** `searchTags`: completions of a partial term (Tenor's autocomplete). */
  | 'autocomplete'
  /** `relatedTags`: terms related to a term (Tenor's search suggestions). */
  | 'suggestions'
  /** `trendingSearches` */
  | 'trendingSearches'
  /** `getGifs`: several GIFs by id. */
  | 'gifs'
  /** `getGif`: one GIF by id. */
  | 'gif'
  /** `analytics.share`: the provider hears which GIF was sent, and for which search. */
  | 'share'
  /** `searchChannels` and the `channel` search option (`@channel term`). */
  | 'channels'
  /** `relatedGifs` */
  | 'related'
  /** `randomGif` */
  | 'random'
  /** `getEmoji`, `getEmojiDefaultVariations`, `getEmojiVariations` */
  | 'emoji'
  /** `type: 'stickers'` on search and trending. */
  | 'stickers'
  /** `type: 'videos'` (GIPHY Clips) on search and related. */
  | 'clips'
  /** `type: 'text'` on search and trending, and `animateText`. */
  | 'text'
  /** GIPHY's platform layer: subcategories, associations, calls to action, the giphy.com clients. */
  | 'platform';

/** What a source can do: every capability, `true` or `false`. */
export type SourceCapabilities = { readonly [K in Capability]: boolean };

/** What the provider asks an app to show wherever its GIFs appear (docs/providers.md). */
export interface Attribution {
  /** The provider's name as its brand is written: `GIPHY`, `KLIPY`, `Tenor`. */
  readonly provider: string;
  /** The mark to show beside results (`Powered By GIPHY`, `Via Tenor`), when the provider asks for one. */
  readonly mark?: string;
  /** The search field's placeholder, when the provider requires one (KLIPY: `Search KLIPY`). */
  readonly searchPlaceholder?: string;
}

/**
 * The calls a source brings itself, one function each; a call it cannot make is left out. Each
 * answers as the GIPHY call of the same name does, normalized: GIFs are gifkit's `Gif` (every
 * URL http(s)), lists are `{ data, pagination, meta }`. A source that pages by cursor puts the
 * provider's cursor for the next page in `pagination.next_cursor` (absent on the last page,
 * whose `pagination.total_count` says the list ended) and takes it back, byte for byte, as
 * `cursor`.
 */
export interface SourceCalls {
  search?(term: string, options: O.SearchOptions): Promise<ListResult<Gif>>;
  trending?(options: O.TrendingOptions): Promise<ListResult<Gif>>;
  categories?(options: O.PaginationOptions): Promise<ListResult<Category>>;
  categoryGifs?(category: string, subcategory: string, options: O.PaginationOptions): Promise<ListResult<Gif>>;
  autocomplete?(term: string, options: O.PaginationOptions): Promise<ListResult<Term>>;
  suggestions?(term: string, options: O.CallOptions): Promise<ListResult<Term>>;
  trendingSearches?(options: O.CallOptions): Promise<{ data: string[]; meta: Meta }>;
  gifs?(ids: readonly string[], options: O.CallOptions): Promise<ListResult<Gif>>;
  gif?(id: string, options: O.CallOptions): Promise<SingleResult<Gif>>;
  /** Tells the provider `gif` was sent (after a search for `term`). Called by `analytics.share`, behind consent. */
  share?(gif: Gif, options: { term?: string | undefined; signal?: AbortSignal | undefined }): Promise<void>;
}

/** What a source's provider can do and asks an app to show: read it with `providerOf(source)`. */
export interface SourceProvider {
  /** What the source can do. */
  readonly capabilities: { readonly [K in Capability]: boolean };
  /** What its provider asks an app to show. */
  readonly attribution: Attribution;
}

/**
 * What the per-call functions read from a source (plumbing: call the functions, and read the
 * provider with `providerOf`). A source other than GIPHY's declares its `provider` and answers
 * every call (`calls`: its own, or its refusal). GIPHY's core has neither: its calls are the
 * per-call functions themselves, so a bundle carries only those it imports, and its provider
 * is GIPHY's (docs/architecture.md, "One seam, many providers").
 */
export interface SourceEngine {
  readonly provider?: SourceProvider;
  /**
   * Every call a per-call function may ask, keyed by capability: the source's own
   * (`SourceCalls`), or its refusal for each capability it lacks.
   */
  readonly calls?: {
    readonly [C in Capability]: C extends keyof SourceCalls ? NonNullable<SourceCalls[C]> : () => Promise<never>;
  };
  /** The call the source answers in place of one it cannot make: it rejects with an `UnsupportedCallError`. */
  refusal?(capability: Capability): () => Promise<never>;
}

/**
 * A GIF provider behind gifkit's calls: GIPHY's core (`createGiphyCore`, the default),
 * `createTenorSource` (KLIPY, GIPHY's Tenor-compatible API, any Tenor-v2 server) or your own
 * (`createGifSource`). Pass it to the per-call functions and wherever a `client` is taken.
 */
export interface GifSource {
  /**
   * What makes this source's answers differ from another's (provider, server, key, defaults),
   * hashed: the hooks put it in every query key, so two sources under one QueryClient never
   * share a cache entry.
   */
  readonly identity: string;
  /** Forgets every cached answer of this source. */
  clearCache(): void;
  /** What the per-call functions read; call those rather than this. */
  readonly engine: SourceEngine;
}
