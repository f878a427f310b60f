/**
 * The Tenor-v2 result normalizer: turns a result (openapi/tenor-v2.yaml `Result`) into gifkit's
 * `Gif`, so the media policy, the tiles and gifkit/compat read it as they read GIPHY's. Built
 * fresh from the wire, field by field (a result's `url` means something else at every
 * provider, so nothing is copied over as is):
 *
 * - formats become renditions with integer sizes: `mp4`/`tinymp4`/`nanomp4` the MP4s of
 *   `original`/`fixed_width`/`fixed_width_small`, their previews the `_still`s, `gif` and `webp`
 *   `original`'s image files, and for a sticker the transparent GIF and WebP formats instead.
 *   The animated `tinygif` becomes `downsized` (a small GIF to send), which no tile is chosen
 *   from: on Tenor's recorded answer it weighs 25 times `nanomp4`;
 * - the page and short link come from `url` / `itemurl` by the provider's rules;
 * - `flags` may be a string or a list; `content_description` (often `""`) is the alt text, else
 *   the title, else gifkit's neutral label (`altText`); `duration` is not read (it may be 0);
 * - every URL must be http(s) (docs/security.md): any other is dropped, with a warning.
 *
 * Hand-written, as GIPHY's, because it runs for every result of every page.
 */
import { ValidationError } from '../errors';
import type { components } from '../generated/tenor-v2';
import { isObject } from '../isObject';
import { isSafeUrl } from '../media/safeUrl';
import type { WarningSink } from '../normalize/envelope';
import type { Gif, Images, Rendition } from '../normalize/gif';
import { GIF_FLAGS } from '../normalize/wire';
import type { TenorRules } from './providers';

type Wire = components['schemas'];
type Formats = Wire['MediaFormats'];
type FormatName = keyof Formats & string;

/** The formats a source asks for (`media_filter`): what the renditions below are made of. */
export const MEDIA_FILTER = [
  'gif',
  'tinygif',
  'mp4',
  'tinymp4',
  'nanomp4',
  'webp',
  'gifpreview',
  'tinygifpreview',
  'nanogifpreview',
  'gif_transparent',
  'tinygif_transparent',
  'nanogif_transparent',
  'webp_transparent',
  'tinywebp_transparent',
  'nanowebp_transparent',
].join(',');

/** One rendition's files: its GIF (`url`), MP4 and WebP, from these formats (the first gives the size). */
type Recipe = { url?: FormatName; mp4?: FormatName; webp?: FormatName };

const STILLS: Record<string, Recipe> = {
  original_still: { url: 'gifpreview' },
  fixed_width_still: { url: 'tinygifpreview' },
  fixed_width_small_still: { url: 'nanogifpreview' },
};
/** Ordinary GIFs: MP4 at three sizes (the media policy's first choice), the GIF and WebP at full size. */
const GIF_RENDITIONS: Record<string, Recipe> = {
  original: { mp4: 'mp4', url: 'gif', webp: 'webp' },
  fixed_width: { mp4: 'tinymp4' },
  fixed_width_small: { mp4: 'nanomp4' },
  downsized: { url: 'tinygif' },
  ...STILLS,
};
/** Stickers: transparent WebP (GIF behind it) at three sizes; MP4 has no transparency. */
const STICKER_RENDITIONS: Record<string, Recipe> = {
  original: { webp: 'webp_transparent', url: 'gif_transparent' },
  fixed_width: { webp: 'tinywebp_transparent', url: 'tinygif_transparent' },
  fixed_width_small: { webp: 'nanowebp_transparent', url: 'nanogif_transparent' },
  ...STILLS,
};
/** A rendition's size fields for each of its files. */
const SIZE_OF = { url: 'size', mp4: 'mp4_size', webp: 'webp_size' } as const;

/** A non-negative integer from a wire number, or undefined. */
const int = (value: unknown) => (typeof value === 'number' && value >= 0 ? Math.round(value) : undefined);

/** Where a result's warnings point, and where they go. */
interface Context {
  path: string;
  warn: WarningSink | undefined;
}

/** `value` when it is an http(s) URL; anything else (but nothing or `""`) is dropped with a warning. */
function safe(value: unknown, field: string, { path, warn }: Context): string | undefined {
  if (isSafeUrl(value)) return value;
  if (value !== undefined && value !== '') {
    const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
    warn?.(`gifkit: dropped ${path}.${field} (${shown}): only http: and https: URLs are kept (see docs/security.md).`);
  }
  return undefined;
}

/** A rendition from its recipe's formats, or undefined when none of them has a usable file. */
function rendition(formats: Formats, recipe: Recipe, context: Context): Rendition | undefined {
  const out: Partial<Rendition> & Record<string, unknown> = {};
  for (const file of ['mp4', 'url', 'webp'] as const) {
    const name = recipe[file];
    const format = name ? formats[name] : undefined;
    if (!isObject(format)) continue;
    const url = safe(format.url, `media_formats.${name}.url`, context);
    if (!url) continue;
    out[file] = url;
    const size = int(format.size);
    if (size !== undefined) out[SIZE_OF[file]] = size;
    const [width, height] = Array.isArray(format.dims) ? format.dims : [];
    out.width ??= int(width);
    out.height ??= int(height);
  }
  if (!out.url && !out.mp4 && !out.webp) return undefined;
  out.width ??= 0;
  out.height ??= 0;
  return out as Rendition;
}

/** `flags`, a comma-separated string or a list, as a list of words. */
function flagsOf(value: unknown): string[] {
  const words = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return words.filter((word): word is string => typeof word === 'string').map((word) => word.trim());
}

/** A result's creation time (seconds since the epoch) as GIPHY writes datetimes, UTC. */
function datetime(seconds: unknown): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Normalizes one Tenor-v2 result into a new `Gif` (the input is left as is). `sticker` says
 * the request asked for stickers. Throws a ValidationError when the result has no id or no
 * formats object (a page then drops it with a warning).
 */
export function normalizeResult(
  value: unknown,
  rules: TenorRules,
  sticker: boolean,
  path = 'result',
  warn?: WarningSink,
): Gif {
  if (!isObject(value)) throw new ValidationError(path, 'expected a result object');
  const { id, media_formats: formats } = value;
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') throw new ValidationError(`${path}.id`, 'missing id');
  if (!isObject(formats)) throw new ValidationError(`${path}.media_formats`, 'expected an object of formats');
  const context = { path, warn };
  const isSticker = sticker || flagsOf(value.flags).includes('sticker');
  const recipes =
    isSticker && (isObject(formats.webp_transparent) || isObject(formats.gif_transparent))
      ? STICKER_RENDITIONS
      : GIF_RENDITIONS;
  const images: Images = {};
  for (const name in recipes) {
    const made = rendition(formats as Formats, recipes[name]!, context);
    if (made) images[name] = made;
  }

  const gif: Record<string, unknown> = {
    id: String(id),
    type: isSticker ? 'sticker' : 'gif',
    tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    images,
  };
  for (const flag of GIF_FLAGS) gif[flag] = false;
  gif.is_sticker = isSticker;
  const title = text(value.title);
  if (title) gif.title = title;
  const description = text(value.content_description);
  if (description) gif.alt_text = description;
  const page = safe(value[rules.page], rules.page, context);
  if (page) gif.url = page;
  const short = rules.shortLink && safe(value[rules.shortLink], rules.shortLink, context);
  if (short) gif.bitly_url = short;
  const created = datetime(value.created);
  if (created) gif.create_datetime = created;
  return gif as Gif;
}
