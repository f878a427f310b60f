/**
 * The public API's calls, one function
 * each, over a client core (sdk/client/core.ts). Each takes the core (or any client built on
 * one) first, then the call's arguments and options, and returns normalized
 * `{ data, pagination, meta }`; every call takes an AbortSignal. `createGiphyClient` has the
 * same calls as methods. As separate functions, a bundle carries only the calls it imports,
 * and only their normalizers: search needs the GIF normalizer, not the channel or category
 * one (docs/sdk.md, "Per-call functions").
 */

import type { components } from '../generated/public';
import { type Category, normalizeCategoryInPlace } from '../normalize/category';
import { type Channel, normalizeChannelInPlace } from '../normalize/channel';
import {
  type ListResult,
  type Meta,
  normalizeList,
  normalizeSingle,
  readMeta,
  type SingleResult,
  type WarningSink,
} from '../normalize/envelope';
import { type Gif, normalizeGifInPlace } from '../normalize/gif';
import type { GiphyCore } from './core';
import type * as O from './options';

type Wire = components['schemas'];

/** A GIF category and a channel as the API returns them, normalized (sdk/normalize/category.ts, channel.ts). */
export type { Category, Channel };
/** A search term suggestion. */
export type Term = Wire['Term'];
/** What a GIF is associated with (shape inferred; see openapi/public.yaml). */
export type GifAssociations = Wire['GifAssociations'] & { meta: Meta };

// The answers' normalizers: a list or a single item, each item through its own normalizer.
const gifList = (body: unknown, key: string, warn?: WarningSink) => normalizeList(body, key, normalizeGifInPlace, warn);
const oneGif = (body: unknown, key: string, warn?: WarningSink) =>
  normalizeSingle(body, key, normalizeGifInPlace, warn);
/** Items kept as sent (terms are plain strings or `{ name }`). */
const plainList =
  <T>() =>
  (body: unknown, key: string, warn?: WarningSink) =>
    normalizeList(body, key, (raw) => raw as T, warn);

/** The rating a call sends: its own, else the client's. */
const rated = ({ engine }: GiphyCore, o: { rating?: O.Rating } = {}) => ({ rating: o.rating ?? engine.rating });

/** Searches GIFs, stickers, text or clips. `channel` scopes to a channel (`@channel term`). */
export function searchGifs(client: GiphyCore, term: string, o: O.SearchOptions = {}): Promise<ListResult<Gif>> {
  const type = o.type ?? 'gifs';
  return client.engine.get('/v1/{type}/search', { type }, o, gifList, {
    ...rated(client, o),
    q: o.channel ? `@${o.channel} ${term}` : term,
    excludeDynamicResults: type === 'text' || undefined,
  });
}

/** Trending GIFs, stickers or text. */
export function trendingGifs(client: GiphyCore, o: O.TrendingOptions = {}): Promise<ListResult<Gif>> {
  return client.engine.get('/v1/{type}/trending', { type: o.type ?? 'gifs' }, o, gifList, rated(client, o));
}

/** One GIF by id. */
export function getGif(client: GiphyCore, id: string, o?: O.CallOptions): Promise<SingleResult<Gif>> {
  return client.engine.get('/v1/gifs/{gif_id}', { gif_id: id }, o, oneGif);
}

/** Several GIFs by id, in one request. */
export function getGifs(client: GiphyCore, ids: readonly string[], o?: O.CallOptions): Promise<ListResult<Gif>> {
  return client.engine.get('/v1/gifs', undefined, { signal: o?.signal }, gifList, { ids: ids.join(',') });
}

/** The GIFs of a subcategory. */
export function getCategoryGifs(
  client: GiphyCore,
  category: string,
  subcategory: string,
  o?: O.PaginationOptions,
): Promise<ListResult<Gif>> {
  return client.engine.get('/v1/gifs/categories/{category}/{subcategory}', { category, subcategory }, o, gifList);
}

/** GIFs, stickers or clips related to a GIF. */
export function relatedGifs(client: GiphyCore, id: string, o: O.RelatedOptions = {}): Promise<ListResult<Gif>> {
  return client.engine.get('/v1/{type}/related', { type: o.type ?? 'gifs' }, o, gifList, {
    ...rated(client, o),
    gif_id: id,
  });
}

/** One random GIF or sticker, optionally for a tag. Never cached. */
export function randomGif(client: GiphyCore, o: O.RandomOptions = {}): Promise<SingleResult<Gif>> {
  return client.engine.get('/v1/{type}/random', { type: o.type ?? 'gifs' }, o, oneGif, rated(client, o), false);
}

const categoryList = (body: unknown, key: string, warn?: WarningSink) =>
  normalizeList(body, key, normalizeCategoryInPlace, warn);

/** The GIF categories, each with its subcategories and a GIF. */
export function getCategories(client: GiphyCore, o?: O.PaginationOptions): Promise<ListResult<Category>> {
  return client.engine.get('/v1/gifs/categories', undefined, o, categoryList);
}

/** The subcategories of a category. */
export function getSubcategories(
  client: GiphyCore,
  category: string,
  o?: O.PaginationOptions,
): Promise<ListResult<Category>> {
  return client.engine.get('/v1/gifs/categories/{category}', { category }, o, categoryList);
}

/** Emoji (v1). */
export function getEmoji(client: GiphyCore, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
  return client.engine.get('/v1/emoji', undefined, o, gifList);
}

/** The default variation of every emoji (v2; paginates with `next_cursor`). */
export function getEmojiDefaultVariations(client: GiphyCore, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
  return client.engine.get('/v2/emoji', undefined, o, gifList);
}

/** The variations of one emoji (v2). */
export function getEmojiVariations(client: GiphyCore, id: string, o?: O.CallOptions): Promise<ListResult<Gif>> {
  return client.engine.get('/v2/emoji/{gif_id}/variations', { gif_id: id }, o, gifList);
}

/** Animated text for a message. */
export function animateText(client: GiphyCore, text: string, o?: O.PaginationOptions): Promise<ListResult<Gif>> {
  return client.engine.get('/v1/text/animate', undefined, o, gifList, { m: text });
}

const channelList = (body: unknown, key: string, warn?: WarningSink) =>
  normalizeList(body, key, normalizeChannelInPlace, warn);

/** Channels matching a term. */
export function searchChannels(
  client: GiphyCore,
  term: string,
  o?: O.PaginationOptions & { rating?: O.Rating },
): Promise<ListResult<Channel>> {
  return client.engine.get('/v1/channels/search', undefined, o, channelList, { ...rated(client, o), q: term });
}

/** Today's trending search terms (anything but a string is dropped). */
export async function trendingSearches(client: GiphyCore, o?: O.CallOptions): Promise<{ data: string[]; meta: Meta }> {
  const { data, meta } = await client.engine.get('/v1/trending/searches', undefined, o, plainList<unknown>());
  return { data: data.filter((t): t is string => typeof t === 'string'), meta };
}

/** What a GIF is associated with. */
export function getGifAssociations(client: GiphyCore, id: string, o?: O.CallOptions): Promise<GifAssociations> {
  const normalize = (body: unknown, key: string) => ({ ...(body as GifAssociations), meta: readMeta(body, key) });
  return client.engine.get('/v1/gifs/{gif_id}/associations', { gif_id: id }, o, normalize);
}

/** Search-term suggestions (autocomplete) for a partial term. */
export function searchTags(client: GiphyCore, term: string, o?: O.PaginationOptions): Promise<ListResult<Term>> {
  return client.engine.get('/v1/gifs/search/tags', undefined, o, plainList<Term>(), { q: term });
}

/** Terms related to a tag; `score: true` asks for relevance scores. */
export function relatedTags(
  client: GiphyCore,
  tag: string,
  o?: O.CallOptions & { score?: boolean },
): Promise<ListResult<Term>> {
  return client.engine.get('/v1/tags/related/{tag}', { tag }, o, plainList<Term>());
}

/**
 * Sets a GIF's call-to-action (PUT) when `text` is given, else removes it (DELETE). Never
 * cached; clears the client's cache, whose answers may carry the old one.
 */
export async function setGifCta(
  client: GiphyCore,
  id: string,
  cta: { link?: string; text?: string } = {},
  { signal }: O.CallOptions = {},
): Promise<void> {
  const { send, clear } = client.engine;
  const params = { path: { gif_id: id } };
  if (cta.text) {
    const body = new Blob([JSON.stringify({ link: cta.link ?? '', text: cta.text })], { type: 'application/json' });
    await send('put', '/v1/gifs/{gif_id}/cta', params, signal, body);
  } else await send('delete', '/v1/gifs/{gif_id}/cta', params, signal);
  clear();
}
