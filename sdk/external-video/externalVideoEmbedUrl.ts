/**
 * From a GIF's `external_media` record to the iframe URL of the video it was cut from.
 */
import { ValidationError } from '../errors';
import { normalizeProvider } from './providers';
import { vimeoPlayerUrl } from './vimeo';
import { youtubeEmbedUrl } from './youtube';

/** The `external_media` fields of a GIF record. */
export interface ExternalMediaLike {
  /** `youtube` or `vimeo` (any case); other providers are not supported. */
  provider_name?: string;
  /** The provider's video id. */
  asset_uid?: string;
  /** Where the GIF's moment starts in the video, in seconds. */
  start?: number;
}

/** The embed player's purple, the default accent of Vimeo's controls. */
const DEFAULT_VIMEO_COLOR = '9933ff';

/**
 * The player URL for a GIF's external video, built by `youtubeEmbedUrl` or `vimeoPlayerUrl`.
 * Throws a `ValidationError` for an unsupported provider (check `isSupportedProvider` first to
 * hide the Watch button instead), an id that `is not a valid video id`, or a colour that `is not
 * a hex colour`.
 */
export function externalVideoEmbedUrl(
  media: ExternalMediaLike,
  options: {
    /**
     * Vimeo's control accent colour: 3 or 6 hex digits, with or without `#` (default `9933ff`,
     * the embed's purple); ignored for YouTube.
     */
    color?: string;
    /** The embedding page's origin, passed to YouTube for its IFrame API; ignored for Vimeo. */
    origin?: string;
  } = {},
): string {
  const provider = normalizeProvider(media.provider_name);
  const id = media.asset_uid ?? '';
  if (provider === 'youtube') return youtubeEmbedUrl(id, { start: media.start, origin: options.origin });
  if (provider === 'vimeo') return vimeoPlayerUrl(id, { color: options.color ?? DEFAULT_VIMEO_COLOR });
  throw new ValidationError('provider_name', `"${media.provider_name ?? ''}" is not a supported video provider`);
}
