/**
 * Mock resolvers for giphy.com's `/ajax/…` calls (openapi/ajax.yaml). Owns this family's
 * state: language tags per GIF and language, field edits made with `updateGif`, analytics
 * counters, instashares and search reports. POST/DELETE calls (and extended metadata) need
 * credentials: 401 without any, 403 for a session cookie without `X-CSRFToken`.
 */

import type { components, operations } from '../../generated/ajax';
import {
  analyticsPayload,
  findGif,
  parseIds,
  predictTagNames,
  relatedTags,
  responseId,
  seededLanguageTags,
  tagCounts,
} from '../data/ajax';
import { extendedMetadataOf, metadataOf } from '../data/ajaxMetadata';
import type { RawGif } from '../data/gifs';
import { type FamilyMock, MockHttpError } from '../define';

type Schemas = components['schemas'];
type AnalyticType = Schemas['AnalyticType'];

const ANALYTIC_TYPES: readonly AnalyticType[] = ['view', 'share', 'click'];
const EDITABLE_KEYS = ['title', 'alt_text', 'caption', 'source', 'source_post_url', 'rating'];
const RATINGS = ['g', 'pg', 'pg-13', 'r'];
const LANG = /^[a-z]{2}(-[A-Z]{2})?$/;

/** Throws 401/403 unless the request carries the site's credentials. */
function requireUser(request: Request): void {
  if (request.headers.get('authorization')?.trim()) return;
  const session = /(?:^|;\s*)sessionid=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (!session) throw new MockHttpError(401, 'Authentication credentials were not provided.');
  if (!request.headers.get('x-csrftoken')?.trim()) throw new MockHttpError(403, 'CSRF Failed: CSRF token missing.');
}

/** The body as a field map, whether it came as JSON or form fields. */
function fieldsOf(body: unknown): Record<string, unknown> {
  if (body instanceof FormData) return Object.fromEntries(body);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' || typeof first === 'number' ? String(first).trim() : undefined;
}

function textList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.filter((v): v is string => typeof v === 'string').map((v) => v.trim());
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new MockHttpError(400, `${name} is required`);
  return value;
}

function langOf(value: string | undefined | null): string {
  const lang = required(value ?? undefined, 'lang');
  if (!LANG.test(lang)) throw new MockHttpError(400, `Invalid lang "${lang}"`);
  return lang;
}

function gifOr404(id: string | undefined): RawGif {
  const gif = id ? findGif(id) : undefined;
  if (!gif) throw new MockHttpError(404, 'Not Found');
  return gif;
}

export function createAjaxMock(): FamilyMock<operations> {
  const languageTags = seededLanguageTags();
  const edits = new Map<string, Record<string, string>>();
  const analytics = new Map<string, Record<string, number>>();
  const shares: { share_id: string; gif_id: string; to: string }[] = [];
  const reports: (Schemas['SearchReport'] & { report_id: string })[] = [];

  const langsOf = (id: string) => languageTags.get(id) ?? languageTags.set(id, new Map()).get(id)!;
  const edited = (gif: RawGif): RawGif => ({ ...gif, ...edits.get(gif.id) });
  const requireIds = (query: URLSearchParams) => {
    const ids = parseIds(query.getAll('gif_ids'));
    if (!ids.length) throw new MockHttpError(400, 'gif_ids is required');
    return ids.map(findGif).flatMap((gif) => (gif ? [edited(gif)] : []));
  };
  const languageEntry = (gif_id: string, lang: string): Schemas['GifLanguageTags'] => ({
    gif_id,
    lang,
    tags: [...(languageTags.get(gif_id)?.get(lang) ?? [])],
  });

  return {
    family: 'ajax',
    errorBody: (status, message) => ({ status, message }),
    resolvers: {
      getTrendingByIds: ({ query }) => ({ data: requireIds(query) as unknown as Schemas['Gif'][] }),
      getTagCounts: ({ params }) => {
        const gif = gifOr404(params.id);
        return { gif_id: gif.id, data: tagCounts(gif) };
      },
      getGifsMetadata: ({ query }) => ({ data: requireIds(query).map(metadataOf) }),
      getGifsExtendedMetadata: ({ request, query }) => {
        requireUser(request);
        return {
          data: requireIds(query).map((gif) => extendedMetadataOf(gif, langsOf(gif.id), analytics.get(gif.id) ?? {})),
        };
      },
      getTagTranslations: ({ params }) => {
        const gif = gifOr404(params.id);
        const entries = [...langsOf(gif.id)].filter(([, tags]) => tags.length);
        return { gif_id: gif.id, data: entries.map(([lang, tags]) => ({ lang, tags: [...tags] })) };
      },
      getBulkLanguageTags: ({ query }) => {
        const lang = langOf(query.get('lang'));
        return { data: requireIds(query).map((gif) => languageEntry(gif.id, lang)) };
      },
      addLanguageTags: ({ request, params, body }) => {
        requireUser(request);
        const gif = gifOr404(params.id);
        const fields = fieldsOf(body);
        const lang = langOf(text(fields.lang));
        const added = textList(fields.tags).filter(Boolean);
        if (!added.length) throw new MockHttpError(400, 'tags is required');
        const byLang = langsOf(gif.id);
        byLang.set(lang, [...new Set([...(byLang.get(lang) ?? []), ...added])]);
        return languageEntry(gif.id, lang);
      },
      removeLanguageTags: ({ request, params, query }) => {
        requireUser(request);
        const gif = gifOr404(params.id);
        const lang = langOf(query.get('lang'));
        const tag = required(query.get('tag')?.trim(), 'tag');
        const byLang = langsOf(gif.id);
        byLang.set(
          lang,
          (byLang.get(lang) ?? []).filter((t) => t !== tag),
        );
        return languageEntry(gif.id, lang);
      },
      updateGif: ({ request, body }) => {
        requireUser(request);
        const fields = fieldsOf(body);
        const gif = gifOr404(required(text(fields.gif_id), 'gif_id'));
        const key = required(text(fields.key), 'key');
        const value = text(fields.value);
        if (value === undefined) throw new MockHttpError(400, 'value is required');
        if (!EDITABLE_KEYS.includes(key)) throw new MockHttpError(400, `"${key}" cannot be edited`);
        if (key === 'rating' && !RATINGS.includes(value)) throw new MockHttpError(400, `Invalid rating "${value}"`);
        edits.set(gif.id, { ...edits.get(gif.id), [key]: value });
        return { success: true, gif_id: gif.id, key, value };
      },
      sendGifAnalytic: ({ request, params }) => {
        requireUser(request);
        const type = params.type as AnalyticType;
        if (!ANALYTIC_TYPES.includes(type)) throw new MockHttpError(400, `Unknown analytic type "${params.type}"`);
        const gif = gifOr404(params.id);
        const counts = analytics.get(gif.id) ?? {};
        counts[type] = (counts[type] ?? 0) + 1;
        analytics.set(gif.id, counts);
        return { success: true, gif_id: gif.id, type, count: counts[type] };
      },
      instashare: ({ request, body }) => {
        requireUser(request);
        const fields = fieldsOf(body);
        const gif = gifOr404(required(text(fields.gif_id), 'gif_id'));
        const share = { share_id: `share_${shares.length + 1}`, gif_id: gif.id, to: required(text(fields.to), 'to') };
        shares.push(share);
        return { success: true, ...share };
      },
      reportSearch: ({ request, body }) => {
        requireUser(request);
        const fields = fieldsOf(body);
        const reasons = textList(fields.reasons).filter(Boolean);
        if (!reasons.length) throw new MockHttpError(400, 'reasons is required');
        const report_id = `report_${reports.length + 1}`;
        reports.push({
          report_id,
          reasons,
          search_term: required(text(fields.search_term), 'search_term'),
          additional_info: text(fields.additional_info),
          search_response_id: text(fields.search_response_id),
          search_content_type: text(fields.search_content_type),
        });
        return { success: true, report_id };
      },
      getRelatedTagsByTag: ({ params }) => {
        const tag = params.tag.includes('%') ? decodeURIComponent(params.tag) : params.tag;
        const names = relatedTags(tag);
        return { tag, data: names.map((name) => ({ name, name_encoded: encodeURIComponent(name) })) };
      },
      predictTags: ({ request, body }) => {
        requireUser(request);
        const frames = fieldsOf(body).frames;
        if (!Array.isArray(frames) || !frames.length || frames.some((f) => typeof f !== 'string' || !f)) {
          throw new MockHttpError(400, 'frames must be a non-empty list of image data or URLs');
        }
        const response_id = responseId(`prediction:${frames.length}`);
        return {
          data: predictTagNames(frames.length).map((name) => ({
            name,
            name_encoded: encodeURIComponent(name),
            response_id,
            analytics_response_payload: analyticsPayload({ event_type: 'TAG_PREDICTION', response_id, tag: name }),
          })),
        };
      },
    },
  };
}
