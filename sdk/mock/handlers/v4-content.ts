/**
 * v4 mock resolvers for content: the artists directory (filter / freelance / order / sort,
 * paginated), takedowns (per-GIF results; removed GIFs leave channel feeds and search),
 * moderation, the search service (`{count, results, gps_keywords}`) with its CSV export, and
 * the imaging trim service (a tiny MP4 or GIF body).
 */
import { HttpResponse } from 'msw';
import type { RawGif } from '../data/gifs';
import { findGif, searchPool, searchText, toV4Gif } from '../data/v4';
import type { V4State } from '../data/v4-state';
import {
  fieldsOf,
  invalid,
  notFound,
  optionalBool,
  optionalString,
  pageParams,
  pageUrl,
  requiredNumber,
  requiredString,
  type V4Resolvers,
} from './v4-helpers';

const SORT_FIELDS = { updatetime: 'update_datetime', username: 'username', display_name: 'display_name' } as const;
const MODERATION = { approve: 'approved', reject: 'rejected', hide: 'hidden', unhide: 'visible', rerate: 'approved' };
const RATINGS = ['g', 'pg', 'pg-13', 'r'];
const CSV_CAP = 5000;

/** 1×1 transparent GIF, and an MP4 holding just its `ftyp` and an empty `mdat` box. */
const TINY_GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) =>
  c.charCodeAt(0),
);
const TINY_MP4 = Uint8Array.from([
  0, 0, 0, 24, 102, 116, 121, 112, 105, 115, 111, 109, 0, 0, 2, 0, 105, 115, 111, 109, 105, 115, 111, 50, 0, 0, 0, 8,
  109, 100, 97, 116,
]);

function trimmed(isGif: boolean, start: number, duration: number): Response {
  const bytes = isGif ? TINY_GIF : TINY_MP4;
  return new HttpResponse(bytes.slice(), {
    headers: {
      'content-type': isGif ? 'image/gif' : 'video/mp4',
      'content-length': String(bytes.length),
      'x-gifkit-trim': `start=${start}; duration=${duration}`,
    },
  });
}

function csvCell(value: unknown): string {
  const text = String(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function createContentResolvers(state: V4State) {
  /** The search service's matches for the common filters (q, type, rating, username). */
  const search = (query: URLSearchParams): { matches: RawGif[]; keywords: string[] } => {
    const keywords = [...new Set((query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
    const type = query.get('type');
    if (type && !['gif', 'sticker', 'video'].includes(type)) invalid('type', `"${type}" is not a valid choice.`);
    const rating = query.get('rating');
    if (rating && !RATINGS.includes(rating)) invalid('rating', `"${rating}" is not a valid choice.`);
    const username = query.get('username')?.toLowerCase();
    const matches = searchPool().filter((gif) => {
      if (state.removed.has(gif.id)) return false;
      if (type && (gif.type ?? 'gif') !== type) return false;
      if (rating && gif.rating !== rating) return false;
      if (username && String(gif.username).toLowerCase() !== username) return false;
      const text = searchText(gif);
      return keywords.every((k) => text.includes(k));
    });
    return { matches, keywords };
  };

  return {
    listArtists: ({ query, request }) => {
      const filter = query.get('filter')?.toLowerCase();
      const freelance = optionalBool(query.get('freelance'), 'freelance');
      const order = query.get('order');
      const [field = 'updatetime', direction = 'desc'] = (query.get('sort') || 'updatetime desc').trim().split(/\s+/);
      const key = SORT_FIELDS[field as keyof typeof SORT_FIELDS] ?? invalid('sort', `Unknown sort field "${field}".`);
      if (direction !== 'asc' && direction !== 'desc') invalid('sort', 'The direction must be asc or desc.');
      const { limit, offset } = pageParams(query);
      const list = state.artists.filter(
        (a) =>
          (!filter || `${a.username} ${a.display_name ?? ''}`.toLowerCase().includes(filter)) &&
          (freelance === undefined || a.is_freelance === freelance),
      );
      const text = (a: (typeof list)[number]) => String(a[key] ?? '').toLowerCase();
      list.sort((a, b) => (direction === 'asc' ? 1 : -1) * text(a).localeCompare(text(b)));
      if (order === 'alphabetical') list.sort((a, b) => a.username.localeCompare(b.username));
      if (order === 'featured') list.sort((a, b) => Number(b.is_verified ?? false) - Number(a.is_verified ?? false));
      const end = offset + limit;
      return {
        count: list.length,
        next: pageUrl(request, end, limit, end < list.length),
        previous: pageUrl(request, offset - limit, limit, offset > 0),
        results: list.slice(offset, end),
      };
    },

    takedownContent: ({ body }) => {
      const fields = fieldsOf(body);
      const takedowns = fields.takedowns;
      if (!Array.isArray(takedowns) || !takedowns.length) invalid('takedowns', 'This list may not be empty.');
      const sendEmail = optionalBool(fields.send_email, 'send_email');
      if (sendEmail === undefined) invalid('send_email', 'This field is required.');
      const note = optionalString(fields.note, 'note');
      const requests = takedowns.map((t) => {
        const item = fieldsOf(t);
        return { gif_id: requiredString(item.gif_id, 'gif_id'), reason: requiredString(item.reason, 'reason') };
      });
      const results = requests.map(({ gif_id, reason }) => {
        if (!findGif(gif_id)) return { gif_id, reason, status: 'not_found' };
        if (state.removed.has(gif_id)) return { gif_id, reason, status: 'already_removed' };
        state.removed.add(gif_id);
        return { gif_id, reason, status: 'removed' };
      });
      return { results, send_email: sendEmail, ...(note === undefined ? {} : { note }) };
    },

    moderateGif: ({ params, body }) => {
      const gif = findGif(params.id) ?? notFound();
      const fields = fieldsOf(body);
      const action = requiredString(fields.action, 'action');
      if (!(action in MODERATION)) invalid('action', `"${action}" is not a valid choice.`);
      const rating = optionalString(fields.rating, 'rating');
      if (rating !== undefined && !RATINGS.includes(rating)) invalid('rating', `"${rating}" is not a valid choice.`);
      if (action === 'rerate' && rating === undefined) invalid('rating', 'This field is required to re-rate.');
      if (action === 'reject' || action === 'hide') state.removed.add(gif.id);
      if (action === 'unhide') state.removed.delete(gif.id);
      return {
        gif_id: gif.id,
        action,
        status: MODERATION[action as keyof typeof MODERATION],
        rating: rating ?? String(gif.rating ?? ''),
        moderated_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      };
    },

    searchService: ({ query, request }) => {
      const { matches, keywords } = search(query);
      const { limit, offset } = pageParams(query);
      const end = offset + limit;
      return {
        count: matches.length,
        next: pageUrl(request, end, limit, end < matches.length),
        results: matches.slice(offset, end).map(toV4Gif),
        gps_keywords: keywords,
      };
    },

    exportSearchCsv: ({ query }) => {
      const rows = search(query)
        .matches.slice(0, CSV_CAP)
        .map(toV4Gif)
        .map((g) => [g.id, g.title, g.username, g.rating, g.type, g.url, g.create_datetime].map(csvCell).join(','));
      const csv = `${['id,title,username,rating,type,url,create_datetime', ...rows].join('\n')}\n`;
      return new HttpResponse(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="search.csv"',
        },
      });
    },

    trimMedia: ({ query }) => {
      const url = requiredString(query.get('media_url') ?? undefined, 'media_url');
      if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) invalid('media_url', 'Enter a valid URL.');
      const start = requiredNumber(query.get('start'), 'start', 0);
      const duration = requiredNumber(query.get('duration'), 'duration', 0, true);
      return trimmed(new URL(url).pathname.endsWith('.gif'), start, duration);
    },

    trimMediaUpload: ({ body }) => {
      const fields = fieldsOf(body);
      const file = fields.file;
      const url = typeof fields.media_url === 'string' ? fields.media_url : undefined;
      if (!(file instanceof Blob) && !url) invalid('file', 'Send a file or a media_url.');
      if (url && !URL.canParse(url)) invalid('media_url', 'Enter a valid URL.');
      const start = requiredNumber(fields.start, 'start', 0);
      const duration = requiredNumber(fields.duration, 'duration', 0, true);
      const isGif = file instanceof Blob ? file.type === 'image/gif' : new URL(url!).pathname.endsWith('.gif');
      return trimmed(isGif, start, duration);
    },
  } satisfies Partial<V4Resolvers>;
}
