/**
 * What the GIF normalizer reads on the wire, part by part: the flags it turns into booleans,
 * the URL fields it keeps only as http(s) URLs, the sizes it turns into integers, and the two
 * value rules (`toInt`, `isKeptUrl`). sdk/normalize/gif.ts converts by these tables;
 * sdk/normalize/checkGif.ts names what is malformed by the same tables in development.
 */

import { isSafeUrl } from '../media/safeUrl';

/** The flags normalized to true/false (missing means false). */
export const GIF_FLAGS = [
  'is_anonymous',
  'is_community',
  'is_featured',
  'is_hidden',
  'is_indexable',
  'is_preserve_size',
  'is_realtime',
  'is_removed',
  'is_sticker',
  'is_dynamic',
] as const;
/** The user flags forced to true/false. */
export const USER_FLAGS = ['suppress_chrome', 'is_public', 'is_verified'] as const;
/**
 * The URL fields the normalizer keeps only when they are absolute http(s) URLs (`isSafeUrl`);
 * any other value is dropped with a development warning (docs/security.md). `''` is left as is.
 */
export const GIF_URL_FIELDS = [
  'url',
  'bitly_gif_url',
  'bitly_url',
  'embed_url',
  'source',
  'source_post_url',
  'content_url',
] as const;
/** The uploader's URL fields (see {@link GIF_URL_FIELDS}). */
export const USER_URL_FIELDS = [
  'avatar_url',
  'avatar',
  'banner_image',
  'banner_url',
  'profile_url',
  'website_url',
  'instagram_url',
  'facebook_url',
  'twitter_url',
  'tumblr_url',
] as const;
/** A rendition's (and a video asset's) URL fields (see {@link GIF_URL_FIELDS}). */
export const RENDITION_URL_FIELDS = ['url', 'webp', 'mp4'] as const;
/** A clip video's URL fields. */
export const VIDEO_URL_FIELDS = ['hls_manifest_url', 'dash_manifest_url'] as const;
/** The URL fields of one language's caption files. */
export const CAPTION_URL_FIELDS = ['vtt', 'srt'] as const;
/** The tag lists besides `tags` (which is always there, `[]` when missing); converted when present. */
export const OPTIONAL_TAG_FIELDS = ['featured_tags', 'user_tags'] as const;

/** Rendition fields that become integers. */
export const RENDITION_SIZES = ['width', 'height', 'size', 'frames', 'mp4_size', 'webp_size'] as const;

/** An integer from a wire size (a number or a numeric string); undefined when absent; NaN when not a number. */
export function toInt(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return Number.parseInt(value as string, 10); // stringifies anything else: NaN for every non-numeric value
}

/** Whether a URL field's value is kept: absent, `''`, or an absolute http(s) URL. */
export const isKeptUrl = (value: unknown): boolean => value === undefined || value === '' || isSafeUrl(value);
