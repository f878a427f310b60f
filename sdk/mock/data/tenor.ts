/**
 * Data of the Tenor-v2 mock: the public mock's deterministic GIFs (sdk/mock/data/public.ts) as
 * Tenor-v2 results, each provider's way: KLIPY's `url` is the .gif and `itemurl` its page,
 * flags a list, `duration` 0 on every format, media on static.klipy.com; GIPHY's `url` is its
 * page and `itemurl` a gph.is link, media on GIPHY's hosts; Tenor's `itemurl` is the page and
 * `url` a short link, `flags` a comma-separated string, media on media.tenor.com. Cursors are
 * each provider's kind of opaque token; errors each provider's envelope.
 */
import type { components } from '../../generated/tenor-v2';
import type { TenorProvider } from '../../tenor/providers';
import type { RawGif } from './gifs';
import { hashOf } from './public';

type Result = components['schemas']['Result'];
type Format = components['schemas']['MediaFormat'];

/** Which GIPHY rendition (and which of its files) each Tenor format is made from. */
const FORMAT_SOURCES: Record<string, [rendition: string, file: 'url' | 'mp4' | 'webp']> = {
  gif: ['original', 'url'],
  mediumgif: ['downsized_medium', 'url'],
  tinygif: ['fixed_width', 'url'],
  nanogif: ['fixed_width_small', 'url'],
  mp4: ['original', 'mp4'],
  loopedmp4: ['looping', 'mp4'],
  tinymp4: ['fixed_width', 'mp4'],
  nanomp4: ['fixed_width_small', 'mp4'],
  webp: ['original', 'webp'],
  gifpreview: ['original_still', 'url'],
  tinygifpreview: ['fixed_width_still', 'url'],
  nanogifpreview: ['fixed_width_small_still', 'url'],
  gif_transparent: ['original', 'url'],
  tinygif_transparent: ['fixed_width', 'url'],
  nanogif_transparent: ['fixed_width_small', 'url'],
  webp_transparent: ['original', 'webp'],
  tinywebp_transparent: ['fixed_width', 'webp'],
  nanowebp_transparent: ['fixed_width_small', 'webp'],
};
const TRANSPARENT = /_transparent$/;
const EXTENSION: Record<string, string> = { url: 'gif', mp4: 'mp4', webp: 'webp' };

/** The file of one format on the provider's media host (GIPHY: the recorded URL as it is). */
function mediaUrl(provider: TenorProvider, gif: RawGif, format: string, recorded: string, file: string): string {
  const still = /preview$/.test(format);
  const extension = still ? 'jpg' : EXTENSION[file];
  if (provider === 'klipy') return `https://static.klipy.com/ii/${hashOf(gif.id).toString(16)}/${format}.${extension}`;
  if (provider === 'tenor') return `https://media.tenor.com/${gif.id}/${format}.${extension}`;
  return recorded;
}

const number = (value: unknown) => Number(value) || 0;

/** A GIF record's datetime as seconds since the epoch (0 for GIPHY's sentinel dates). */
function epoch(datetime: unknown): number {
  const ms = Date.parse(`${String(datetime ?? '').replace(' ', 'T')}Z`);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 1_700_000_000;
}

/** The formats of `wanted` that a record can serve (stickers get the transparent ones). */
function formatsOf(provider: TenorProvider, gif: RawGif, sticker: boolean, wanted: readonly string[]) {
  const formats: Record<string, Format> = {};
  for (const name of wanted) {
    const source = FORMAT_SOURCES[name];
    if (!source || TRANSPARENT.test(name) !== sticker) continue;
    const [renditionName, file] = source;
    const rendition = gif.images[renditionName];
    const recorded = rendition?.[file];
    if (!rendition || !recorded) continue;
    const frames = number(rendition.frames) || 20;
    formats[name] = {
      url: mediaUrl(provider, gif, name, recorded, file),
      dims: [number(rendition.width), number(rendition.height)],
      // KLIPY sends 0 on every format; stills last 0 seconds everywhere.
      duration: provider === 'klipy' || /preview$/.test(name) ? 0 : Math.round(frames * 10) / 100,
      size: number(file === 'url' ? rendition.size : rendition[`${file}_size`]) || 1024,
      ...(provider === 'klipy' ? { preview: '' } : {}),
    };
  }
  return formats;
}

const slugOf = (gif: RawGif) =>
  String(gif.title ?? 'gif')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'gif';

/** One record as the provider's Tenor-v2 result, with the formats of `wanted` only. */
export function tenorResult(provider: TenorProvider, gif: RawGif, wanted: readonly string[]): Result {
  const sticker = gif.type === 'sticker' || ['1', 'true'].includes(String(gif.is_sticker));
  const media_formats = formatsOf(provider, gif, sticker, wanted);
  const title = typeof gif.title === 'string' ? gif.title : '';
  const description = typeof gif.alt_text === 'string' ? gif.alt_text : '';
  const tags = Array.isArray(gif.tags) ? gif.tags.filter((t): t is string => typeof t === 'string') : [];
  const created = epoch(gif.import_datetime);
  const slug = slugOf(gif);
  if (provider === 'klipy') {
    return {
      id: gif.id,
      title,
      media_formats,
      created,
      content_description: '',
      itemurl: `https://klipy.com/gifs/${slug}-${gif.id}`,
      url: media_formats.gif?.url ?? `https://static.klipy.com/ii/${gif.id}.gif`,
      tags,
      flags: sticker ? ['sticker'] : [],
      hasaudio: false,
      content_description_source: '',
    };
  }
  if (provider === 'giphy') {
    return {
      id: gif.id,
      title,
      media_formats,
      created,
      content_description: description,
      itemurl: typeof gif.bitly_url === 'string' && gif.bitly_url ? gif.bitly_url : `https://gph.is/g/${gif.id}`,
      url: typeof gif.url === 'string' ? gif.url : `https://giphy.com/gifs/${gif.id}`,
      tags,
      flags: sticker ? ['sticker'] : [],
      hasaudio: false,
    };
  }
  return {
    id: gif.id,
    media_formats,
    created,
    content_description: description || title,
    itemurl: `https://tenor.com/view/${slug}-gif-${gif.id}`,
    url: `https://tenor.com/${hashOf(gif.id).toString(36)}.gif`,
    tags,
    flags: sticker ? 'sticker' : '',
    hasaudio: false,
  };
}

/** The cursor of the page starting at `offset`, each provider's kind of opaque token. */
export function cursorAt(provider: TenorProvider, offset: number): string {
  if (provider === 'klipy') return btoa(JSON.stringify({ mode: 'pre', offset }));
  const token = btoa(`${offset}:${hashOf(String(offset)).toString(36)}`).replace(/=+$/, '');
  return provider === 'tenor' ? `CAMQ${token.replace(/\+/g, '-').replace(/\//g, '_')}` : token;
}

/** The offset a cursor stands for; undefined for a cursor the mock never gave (it is checked by encoding it again). */
export function offsetOf(provider: TenorProvider, cursor: string): number | undefined {
  try {
    let token = provider === 'tenor' ? cursor.replace(/^CAMQ/, '').replace(/-/g, '+').replace(/_/g, '/') : cursor;
    token += '='.repeat((4 - (token.length % 4)) % 4);
    const text = atob(token);
    const offset: unknown = provider === 'klipy' ? JSON.parse(text).offset : Number.parseInt(text, 10);
    return typeof offset === 'number' && Number.isInteger(offset) && cursorAt(provider, offset) === cursor
      ? offset
      : undefined;
  } catch {
    return undefined;
  }
}

/** Each provider's error envelope. */
export function tenorErrorBody(provider: TenorProvider, status: number, message: string): unknown {
  if (provider === 'klipy') return { result: false, errors: { message: [message] } };
  const google = status === 429 ? 'RESOURCE_EXHAUSTED' : status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT';
  return { error: { code: status, message, ...(provider === 'tenor' ? { status: google } : {}) } };
}
