/**
 * The calls, one function each, over a source (sdk/source/types.ts): GIPHY's client core
 * (sdk/client/core.ts, or any client built on one) or another provider's source. Each takes
 * the source first, then the call's arguments and options, and returns normalized
 * `{ data, pagination, meta }`; every call takes an AbortSignal. `createGiphyClient` has the
 * same calls as methods.
 *
 * A source other than GIPHY's answers each call with its own, or refuses it with an
 * UnsupportedCallError before any request (`engine.calls`, sdk/source/sourceEngine.ts); on GIPHY's core the function sends
 * GIPHY's request. As separate functions, a bundle carries only the calls it imports, and only
 * their normalizers: search needs the GIF normalizer, not the channel or category one; the
 * calls every source shares take GIPHY's normalizers from its engine, so a bundle of another
 * source's calls carries none of them (docs/sdk.md, "Per-call functions"; docs/architecture.md,
 * "One seam, many providers").
 */

import type { components } from '../generated/public';
import { type Category, categoryNormalizer } from '../normalize/category';
import { type Channel, normalizeChannelInPlace } from '../normalize/channel';
import { type ListResult, listOf, type Meta, oneOf, readMeta, type SingleResult } from '../normalize/envelope';
import type { Gif } from '../normalize/gif';
import type { GifSource } from '../source/types';
import { sendRequest } from '../transport/publicFetch';
import type { Engine } from './core';
import type * as O from './options';

type Wire = components['schemas'];

/** A GIF category and a channel as the API returns them, normalized (sdk/normalize/category.ts, channel.ts). */
export type { Category, Channel };
/** A search term suggestion. */
export type Term = Wire['Term'];
/** What a GIF is associated with (shape inferred; see openapi/public.yaml). */
export type GifAssociations = Wire['GifAssociations'] & { meta: Meta };

// GIPHY's answers: a list or a single item (`listOf`, `oneOf`), each item through its normalizer
// (`asSent` keeps it as sent). GIF answers take the GIF normalizer from the core
// (`engine.gifItem`), never from an import.
const asSent = <T>(raw: unknown) => raw as T;

// Each call: the source's own (or its refusal: `engine.calls`), else GIPHY's request, on GIPHY's core.

/** The rating a call sends: its own, else the client's. */
const rated = (engine: Engine, o: { rating?: O.Rating }) => ({ rating: o.rating ?? engine.rating });

/** Searches GIFs, stickers, text or clips. `channel` scopes to a channel (`@channel term`). */
export function searchGifs(source: GifSource, term: string, o: O.SearchOptions = {}): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  const type = o.type ?? 'gifs';
  return (
    engine.calls?.search(term, o) ??
    engine.get({
      path: '/v1/{type}/search',
      params: { type },
      options: o,
      normalize: listOf(engine.gifItem),
      query: {
        ...rated(engine, o),
        q: o.channel ? `@${o.channel} ${term}` : term,
        excludeDynamicResults: type === 'text' || undefined,
      },
    })
  );
}

/** Trending GIFs, stickers or text. */
export function trendingGifs(source: GifSource, o: O.TrendingOptions = {}): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.trending(o) ??
    engine.get({
      path: '/v1/{type}/trending',
      params: { type: o.type ?? 'gifs' },
      options: o,
      normalize: listOf(engine.gifItem),
      query: rated(engine, o),
    })
  );
}

/** One GIF by id. */
export function getGif(source: GifSource, id: string, o: O.CallOptions = {}): Promise<SingleResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.gif(id, o) ??
    engine.get({ path: '/v1/gifs/{gif_id}', params: { gif_id: id }, options: o, normalize: oneOf(engine.gifItem) })
  );
}

/** Several GIFs by id, in one request. */
export function getGifs(source: GifSource, ids: readonly string[], o: O.CallOptions = {}): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.gifs(ids, o) ??
    engine.get({
      path: '/v1/gifs',
      options: { signal: o.signal },
      normalize: listOf(engine.gifItem),
      query: { ids: ids.join(',') },
    })
  );
}

/** The GIFs of a subcategory (a source whose categories are flat ignores `subcategory`). */
export function getCategoryGifs(
  source: GifSource,
  category: string,
  subcategory: string,
  o: O.PaginationOptions = {},
): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.categoryGifs(category, subcategory, o) ??
    engine.get({
      path: '/v1/gifs/categories/{category}/{subcategory}',
      params: { category, subcategory },
      options: o,
      normalize: listOf(engine.gifItem),
    })
  );
}

/** GIFs, stickers or clips related to a GIF. */
export function relatedGifs(source: GifSource, id: string, o: O.RelatedOptions = {}): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.related() ??
    engine.get({
      path: '/v1/{type}/related',
      params: { type: o.type ?? 'gifs' },
      options: o,
      normalize: listOf(engine.gifItem),
      query: {
        ...rated(engine, o),
        gif_id: id,
      },
    })
  );
}

/** One random GIF or sticker, optionally for a tag. Never cached. */
export function randomGif(source: GifSource, o: O.RandomOptions = {}): Promise<SingleResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.random() ??
    engine.get({
      path: '/v1/{type}/random',
      params: { type: o.type ?? 'gifs' },
      options: o,
      normalize: oneOf(engine.gifItem),
      query: rated(engine, o),
      cached: false,
    })
  );
}

/** GIPHY's list of categories, each category's GIF through the core's GIF normalizer. */
const categoryList = (engine: Engine) => listOf(categoryNormalizer(engine.gifItem));

/** The GIF categories, each with its subcategories (GIPHY) and a GIF. */
export function getCategories(source: GifSource, o: O.PaginationOptions = {}): Promise<ListResult<Category>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.categories(o) ??
    engine.get({ path: '/v1/gifs/categories', options: o, normalize: categoryList(engine) })
  );
}

/** The subcategories of a category. */
export function getSubcategories(
  source: GifSource,
  category: string,
  o?: O.PaginationOptions,
): Promise<ListResult<Category>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.platform() ??
    engine.get({
      path: '/v1/gifs/categories/{category}',
      params: { category },
      options: o,
      normalize: categoryList(engine),
    })
  );
}

/** Emoji (v1). */
export function getEmoji(source: GifSource, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return engine.calls?.emoji() ?? engine.get({ path: '/v1/emoji', options: o, normalize: listOf(engine.gifItem) });
}

/** The default variation of every emoji (v2; paginates with `next_cursor`). */
export function getEmojiDefaultVariations(source: GifSource, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return engine.calls?.emoji() ?? engine.get({ path: '/v2/emoji', options: o, normalize: listOf(engine.gifItem) });
}

/** The variations of one emoji (v2). */
export function getEmojiVariations(source: GifSource, id: string, o?: O.CallOptions): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.emoji() ??
    engine.get({
      path: '/v2/emoji/{gif_id}/variations',
      params: { gif_id: id },
      options: o,
      normalize: listOf(engine.gifItem),
    })
  );
}

/** Animated text for a message. */
export function animateText(source: GifSource, text: string, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.text() ??
    engine.get({ path: '/v1/text/animate', options: o, normalize: listOf(engine.gifItem), query: { m: text } })
  );
}

/** Channels matching a term. */
export function searchChannels(
  source: GifSource,
  term: string,
  o: O.PaginationOptions & { rating?: O.Rating } = {},
): Promise<ListResult<Channel>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.channels() ??
    engine.get({
      path: '/v1/channels/search',
      options: o,
      normalize: listOf(normalizeChannelInPlace),
      query: {
        ...rated(engine, o),
        q: term,
      },
    })
  );
}

/** Today's trending search terms (anything but a string is dropped). */
export function trendingSearches(source: GifSource, o: O.CallOptions = {}): Promise<{ data: string[]; meta: Meta }> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.trendingSearches(o) ??
    engine
      .get({ path: '/v1/trending/searches', options: o, normalize: listOf<unknown>(asSent) })
      .then(({ data, meta }) => ({ data: data.filter((t): t is string => typeof t === 'string'), meta }))
  );
}

/** What a GIF is associated with. */
export function getGifAssociations(source: GifSource, id: string, o?: O.CallOptions): Promise<GifAssociations> {
  const normalize = (body: unknown, key: string) => ({ ...(body as GifAssociations), meta: readMeta(body, key) });
  const engine = source.engine as Engine;
  return (
    engine.calls?.platform() ??
    engine.get({ path: '/v1/gifs/{gif_id}/associations', params: { gif_id: id }, options: o, normalize: normalize })
  );
}

/** Search-term suggestions (autocomplete) for a partial term. */
export function searchTags(source: GifSource, term: string, o: O.PaginationOptions = {}): Promise<ListResult<Term>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.autocomplete(term, o) ??
    engine.get({ path: '/v1/gifs/search/tags', options: o, normalize: listOf<Term>(asSent), query: { q: term } })
  );
}

/** Terms related to a tag; `score: true` asks for relevance scores. */
export function relatedTags(
  source: GifSource,
  tag: string,
  o: O.CallOptions & { score?: boolean } = {},
): Promise<ListResult<Term>> {
  const engine = source.engine as Engine;
  return (
    engine.calls?.suggestions(tag, o) ??
    engine.get({ path: '/v1/tags/related/{tag}', params: { tag }, options: o, normalize: listOf<Term>(asSent) })
  );
}

/**
 * Sets a GIF's call-to-action (PUT) when `text` is given, else removes it (DELETE). Never
 * cached; clears the client's cache, whose answers may carry the old one.
 */
export async function setGifCta(
  source: GifSource,
  id: string,
  cta: { link?: string; text?: string } = {},
  { signal }: O.CallOptions = {},
): Promise<void> {
  const { calls, transport, clear } = source.engine as Engine;
  if (calls) return calls.platform();
  const params = { path: { gif_id: id } };
  if (cta.text) {
    const body = new Blob([JSON.stringify({ link: cta.link ?? '', text: cta.text })], { type: 'application/json' });
    await sendRequest(transport, 'put', '/v1/gifs/{gif_id}/cta', params, signal, body);
  } else await sendRequest(transport, 'delete', '/v1/gifs/{gif_id}/cta', params, signal);
  clear();
}
