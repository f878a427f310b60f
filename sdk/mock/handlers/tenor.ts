/**
 * Mock of the Tenor-v2 shape (openapi/tenor-v2.yaml), one per provider that serves it (KLIPY,
 * GIPHY v2, Tenor), each with that provider's fields, cursors and error envelope
 * (sdk/mock/data/tenor.ts): search and featured page for real by cursor over the public mock's
 * deterministic GIFs, posts find them by id, categories are searches, terms come from the
 * same lists as GIPHY's autocomplete and related tags, and registershare is recorded. The
 * magic terms of the public mock apply to `q` (`error 429`, `no results`, `malformed`), plus
 * `soft error <status>`: a 200 that carries the provider's error envelope.
 */
import type { operations } from '../../generated/tenor-v2';
import type { TenorProvider } from '../../tenor/providers';
import { findGif, searchItem, searchTotal, TRENDING_TOTAL, trendingItem } from '../data/public';
import { categories, completionsOf, relatedTermsOf, trendingSearches } from '../data/public-catalog';
import { magicOf } from '../data/public-wire';
import { cursorAt, offsetOf, tenorErrorBody, tenorResult } from '../data/tenor';
import { type FamilyMock, MockHttpError, type MockRequest, type MockResolvers, statusText } from '../define';

/** The formats served when a request names none. */
const DEFAULT_FORMATS = ['gif', 'tinygif', 'mp4', 'tinymp4', 'nanomp4', 'gifpreview', 'tinygifpreview'];
const MAX_LIMIT = 50;

const badRequest = () => new MockHttpError(400, statusText(400));

function intParam(query: URLSearchParams, name: string, fallback: number, max = MAX_LIMIT): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest();
  return Math.min(n, max);
}

const CONTENT_FILTERS = ['off', 'low', 'medium', 'high'];

export function createTenorMock(provider: TenorProvider): FamilyMock<operations> {
  const shares: { id: string; q: string | null }[] = [];

  const formatsOf = (query: URLSearchParams) => {
    const filter = query.get('media_filter');
    return filter
      ? filter
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : DEFAULT_FORMATS;
  };
  /** `q`, with the public mock's magic terms applied; `soft error NNN` answers a 200 with the error envelope. */
  const termOf = (query: URLSearchParams) => {
    const q = query.get('q');
    if (!q?.trim()) throw badRequest();
    if (q.length > 200) throw new MockHttpError(414, statusText(414));
    const soft = /^soft error (\d{3})$/i.exec(q.trim());
    return { q, soft: soft ? Number(soft[1]) : 0, magic: soft ? undefined : magicOf(q) };
  };
  const checkFilters = (query: URLSearchParams) => {
    const filter = query.get('contentfilter');
    if (filter !== null && !CONTENT_FILTERS.includes(filter)) throw badRequest();
  };

  /** One page of a list of `total` items at the request's cursor: `next` while there is more. */
  const page = (query: URLSearchParams, total: number, at: (i: number) => Parameters<typeof tenorResult>[1]) => {
    const pos = query.get('pos');
    const offset = pos ? offsetOf(provider, pos) : 0;
    if (offset === undefined) throw badRequest();
    const limit = intParam(query, 'limit', 20);
    const end = Math.min(total, offset + limit);
    const formats = formatsOf(query);
    const results = Array.from({ length: Math.max(0, end - offset) }, (_, k) =>
      tenorResult(provider, at(offset + k), formats),
    );
    // The end: Tenor and KLIPY send `next: ""`, GIPHY leaves `next` out (both mean the same).
    const next = end < total ? cursorAt(provider, end) : provider === 'giphy' ? undefined : '';
    return next === undefined ? { results } : { results, next };
  };
  const soft = (status: number) =>
    new Response(JSON.stringify(tenorErrorBody(provider, status, statusText(status))), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });

  const resolvers: MockResolvers<operations> = {
    tenorSearch: ({ query }) => {
      const { q, soft: softStatus, magic } = termOf(query);
      if (softStatus) return soft(softStatus);
      checkFilters(query);
      const type = query.get('searchfilter') === 'sticker' ? 'stickers' : 'gifs';
      const answer = page(query, magic === 'empty' ? 0 : searchTotal(q), (i) => searchItem(type, q, i));
      if (magic !== 'malformed') return answer;
      const [first, second, ...rest] = answer.results;
      return {
        ...answer,
        results: [{ ...first, id: undefined }, { ...second, media_formats: 'oops' }, ...rest] as never,
      };
    },

    tenorFeatured: ({ query }) => {
      checkFilters(query);
      const type = query.get('searchfilter') === 'sticker' ? 'stickers' : 'gifs';
      return page(query, TRENDING_TOTAL, (i) => trendingItem(type, i));
    },

    tenorPosts: ({ query }) => {
      const ids = [...new Set((query.get('ids') ?? '').split(',').map((s) => s.trim()))].filter(Boolean);
      if (!ids.length || ids.length > MAX_LIMIT) throw badRequest();
      const formats = formatsOf(query);
      const found = ids.map(findGif).filter((gif) => gif !== undefined);
      return { results: found.map((gif) => tenorResult(provider, gif, formats)) };
    },

    tenorCategories: ({ query }) => {
      checkFilters(query);
      const tags = categories.map((category) => {
        const searchterm = category.name.toLowerCase();
        const image = tenorResult(provider, category.gif, ['tinygif']).media_formats.tinygif?.url ?? '';
        return { searchterm, path: `/v2/search?q=${encodeURIComponent(searchterm)}`, image, name: `#${searchterm}` };
      });
      return { tags };
    },

    tenorAutocomplete: ({ query }) => {
      const { q, soft: softStatus } = termOf(query);
      if (softStatus) return soft(softStatus);
      return { results: completionsOf(q).slice(0, intParam(query, 'limit', 20)) };
    },

    tenorSearchSuggestions: ({ query }) => {
      const { q, soft: softStatus } = termOf(query);
      if (softStatus) return soft(softStatus);
      return { results: relatedTermsOf(q).slice(0, intParam(query, 'limit', 20)) };
    },

    tenorTrendingTerms: ({ query }) => ({
      results: trendingSearches.data.slice(0, intParam(query, 'limit', 20)),
    }),

    tenorRegisterShare: ({ query }) => {
      const id = query.get('id')?.trim();
      if (!id) throw badRequest();
      shares.push({ id, q: query.get('q') });
      return {};
    },
  };

  /** Every call needs the provider's key (its 401 envelope otherwise). */
  const keyed = Object.fromEntries(
    Object.entries(resolvers).map(([id, resolve]) => [
      id,
      (req: MockRequest<unknown>) => {
        if (!req.query.get('key')) throw new MockHttpError(401, statusText(401));
        return (resolve as (r: MockRequest<unknown>) => unknown)(req);
      },
    ]),
  ) as unknown as MockResolvers<operations>;

  return {
    family: 'tenor',
    errorBody: (status, message) => tenorErrorBody(provider, status, message),
    resolvers: keyed,
  };
}
