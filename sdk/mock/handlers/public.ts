/**
 * Mock of GIPHY's public API (api.giphy.com v1/v2 and pingback.giphy.com): one resolver per
 * operation of openapi/public.yaml. Lists paginate for real over deterministic data built
 * from the recordings; state (random sequence, calls to action, pingbacks) lives in the
 * closure of each `createPublicMock()`. Magic search terms: see `PUBLIC_MOCK_TERMS`.
 */
import type { components, operations } from '../../generated/public';
import type { RawGif } from '../data/gifs';
import {
  applyBundle,
  findGif,
  hashOf,
  itemOf,
  pickFields,
  searchItem,
  searchTotal,
  TRENDING_TOTAL,
  trendingItem,
  withinRating,
} from '../data/public';
import {
  categories,
  channelsMatching,
  completionsOf,
  emoji,
  subcategoriesOf,
  trendingSearches,
  variationsOf,
} from '../data/public-catalog';
import {
  animatedList,
  associationsOf,
  malform,
  relatedList,
  relatedTermEntries,
  subcategoryGifs,
} from '../data/public-lists';
import {
  badRequest,
  checkRating,
  errorBody,
  magicOf,
  metaOf,
  pageOf,
  paginate,
  requireTerm,
  synthetic,
  withApiKey,
} from '../data/public-wire';
import { type FamilyMock, MockHttpError, type MockResolvers } from '../define';

export { PUBLIC_MOCK_TERMS } from '../data/public-wire';

type Schemas = components['schemas'];
type Gif = Schemas['Gif'];
type Cta = Schemas['GifCta'];

const notFound = () => new MockHttpError(404, 'Not Found');

export function createPublicMock(): FamilyMock<operations> {
  const ctas = new Map<string, Cta>();
  const randomCalls = new Map<string, number>();
  const pingbacks: unknown[] = [];

  /** A record as served: its call to action (if any), then bundle and fields on demand. */
  const present = (raw: RawGif, query?: URLSearchParams): Gif => {
    const cta = ctas.get(raw.id);
    let gif: RawGif = cta ? { ...raw, cta } : raw;
    if (query) gif = applyBundle(gif, query.get('bundle'));
    const fields = query?.get('fields');
    if (fields) gif = pickFields(gif, fields);
    return gif as unknown as Gif;
  };

  const gifOr404 = (id: string): RawGif => findGif(id) ?? throwing(notFound());

  const resolvers: MockResolvers<operations> = {
    listCategories: ({ request, query }) => {
      const page = paginate(categories.length, pageOf(query), (i) => categories[i]!);
      const data = page.data.map((c) => ({ ...c, gif: present(c.gif) }));
      return { data, pagination: page.pagination, meta: metaOf(request) };
    },

    listSubcategories: ({ request, params, query }) => {
      const category = categories.find((c) => c.name_encoded === params.category.toLowerCase()) ?? throwing(notFound());
      const subs = subcategoriesOf(category);
      const page = paginate(subs.length, pageOf(query), (i) => subs[i]!);
      const data = page.data.map((c) => ({ ...c, gif: present(c.gif) }));
      return { data, pagination: page.pagination, meta: metaOf(request) };
    },

    listSubcategoryGifs: ({ request, params, query }) => {
      const list = subcategoryGifs(params.category, params.subcategory) ?? throwing(notFound());
      return { ...paginate(list.total, pageOf(query), (i) => present(list.at(i))), meta: metaOf(request) };
    },

    getGif: ({ request, params, query }) => {
      const gif = gifOr404(params.gif_id);
      if (!withinRating(gif, checkRating(query))) throw notFound();
      return { data: present(gif), meta: metaOf(request) };
    },

    getGifsByIds: ({ request, query }) => {
      const ids = [...new Set((query.get('ids') ?? '').split(',').map((s) => s.trim()))].filter(Boolean);
      if (!ids.length || ids.length > 100) throw badRequest();
      const rating = checkRating(query);
      const found = ids.map(findGif).filter((g): g is RawGif => !!g && withinRating(g, rating));
      const data = found.map((g) => present(g));
      return { data, pagination: { total_count: data.length, count: data.length, offset: 0 }, meta: metaOf(request) };
    },

    listEmoji: ({ request, query }) => {
      const page = paginate(emoji.length, pageOf(query), (i) => present(emoji[i]!));
      return { ...page, meta: metaOf(request) };
    },

    listEmojiDefaultVariations: ({ request, query }) => {
      const { data, pagination } = paginate(emoji.length, pageOf(query), (i) => present(emoji[i]!));
      const next = pagination.offset + pagination.count;
      const cursor = next < emoji.length ? { next_cursor: next } : {};
      return {
        data,
        pagination: { count: pagination.count, offset: pagination.offset, ...cursor },
        meta: metaOf(request),
      };
    },

    listEmojiVariations: ({ request, params }) => ({
      data: (variationsOf(params.gif_id) ?? []).map((g) => present(g)),
      meta: metaOf(request),
    }),

    animateText: ({ request, query }) => {
      const m = requireTerm(query, 'm', 200);
      const magic = magicOf(m);
      if (magic === 'synthetic') return synthetic();
      const list = animatedList(m);
      const page = paginate(magic === 'empty' ? 0 : list.total, pageOf(query), (i) => present(list.at(i)));
      return { ...page, meta: metaOf(request) };
    },

    search: ({ request, params, query }) => {
      const q = requireTerm(query, 'q');
      const page = pageOf(query, 4999);
      checkRating(query);
      const magic = magicOf(q);
      if (magic === 'synthetic') return synthetic();
      const total = magic === 'empty' ? 0 : searchTotal(q);
      const { data, pagination } = paginate(total, page, (i) => present(searchItem(params.type, q, i), query));
      return { data: magic === 'malformed' ? malform(data) : data, pagination, meta: metaOf(request) };
    },

    trending: ({ request, params, query }) => {
      const page = pageOf(query, TRENDING_TOTAL - 1);
      checkRating(query);
      const list = paginate(TRENDING_TOTAL, page, (i) => present(trendingItem(params.type, i), query));
      return { ...list, meta: metaOf(request) };
    },

    random: ({ request, params, query }) => {
      checkRating(query);
      const tag = query.get('tag')?.trim().toLowerCase() ?? '';
      const key = `${params.type}:${tag}`;
      const call = randomCalls.get(key) ?? 0;
      randomCalls.set(key, call + 1);
      const n = (tag ? hashOf(tag) % 50_000 : 0) + call;
      return { data: present(itemOf(params.type, n)), meta: metaOf(request) };
    },

    related: ({ request, params, query }) => {
      const gifId = query.get('gif_id')?.trim();
      if (!gifId) throw badRequest();
      const page = pageOf(query);
      checkRating(query);
      const list = relatedList(params.type, gifId);
      return { ...paginate(list.total, page, (i) => present(list.at(i))), meta: metaOf(request) };
    },

    searchChannels: ({ request, query }) => {
      const q = requireTerm(query, 'q');
      const page = pageOf(query);
      checkRating(query);
      const magic = magicOf(q);
      if (magic === 'synthetic') return synthetic();
      const found = magic === 'empty' ? [] : channelsMatching(q);
      const list = paginate(found.length, page, (i) => found[i]! as unknown as Schemas['Channel']);
      return { ...list, meta: metaOf(request) };
    },

    trendingSearches: () => structuredClone(trendingSearches),

    getGifAssociations: ({ request, params }) => {
      const { gifs, stickers, clips, ...rest } = associationsOf(gifOr404(params.gif_id));
      const serve = (list: RawGif[]) => list.map((g) => present(g));
      return {
        data: { ...rest, gifs: serve(gifs), stickers: serve(stickers), clips: serve(clips) },
        meta: metaOf(request),
      };
    },

    searchTags: ({ request, query }) => {
      const q = requireTerm(query, 'q');
      const page = pageOf(query, Number.POSITIVE_INFINITY, 5);
      const magic = magicOf(q);
      if (magic === 'synthetic') return synthetic();
      const terms = magic === 'empty' ? [] : completionsOf(q);
      return { data: paginate(terms.length, page, (i) => ({ name: terms[i]! })).data, meta: metaOf(request) };
    },

    relatedTags: ({ request, params, query }) => {
      const withScore = ['true', '1'].includes(query.get('score') ?? '');
      return { data: relatedTermEntries(params.tag, withScore), meta: metaOf(request) };
    },

    setGifCta: ({ request, params, body }) => {
      const gif = gifOr404(params.gif_id);
      const { link, text } = (body ?? {}) as { link?: unknown; text?: unknown };
      if (typeof text !== 'string' || !text.trim() || (link !== undefined && typeof link !== 'string'))
        throw badRequest();
      const cta: Cta = link === undefined ? { text } : { link, text };
      ctas.set(gif.id, cta);
      return { data: cta, meta: metaOf(request) };
    },

    removeGifCta: ({ params }) => {
      ctas.delete(gifOr404(params.gif_id).id);
      return null;
    },

    sendPingback: ({ body }) => {
      const events = (body as { events?: unknown } | undefined)?.events;
      if (!Array.isArray(events) || !events.length || !events.every((e) => e && typeof e === 'object'))
        throw badRequest();
      pingbacks.push(...events);
      return null;
    },
  };

  return { family: 'public', errorBody, resolvers: withApiKey(resolvers) };
}

function throwing(error: Error): never {
  throw error;
}
