/**
 * What the embed shows for one GIF record, as a pure function:
 * the media by the SDK's media policy (`embedMediaPolicy`: http(s) URLs only), the attribution only for public uploaders without
 * `suppress_chrome` (names sanitized), the external video for a supported provider, links
 * out with the tracking query string. Every URL passes `safeUrl` before it is handed out.
 */
import { externalVideoEmbedUrl } from '../../sdk/external-video/externalVideoEmbedUrl';
import { normalizeProvider } from '../../sdk/external-video/providers';
import { altText } from '../../sdk/media/altText';
import { attributionName, showsEmbedAttribution } from '../../sdk/media/attribution';
import { userAvatar } from '../../sdk/media/avatarUrl';
import { type EmbedMedia, embedMediaPolicy } from '../../sdk/media/embedMediaPolicy';
import { safeUrl } from '../../sdk/media/safeUrl';
import { sanitizeName } from '../../sdk/media/sanitizeName';
import { seededRandom } from '../tile/seededRandom';
import type { EmbedAttribution, EmbedExternalVideo, EmbedGif } from './types';

export interface EmbedContentOptions {
  isMobile: boolean;
  supportsWebp?: boolean;
  hideVideo?: boolean;
  trackingQueryString?: string;
  siteUrl?: string;
  origin?: string;
  /** Vimeo's accent colour (see `externalVideoEmbedUrl`). */
  videoColor?: string;
}

export interface EmbedContent {
  media: EmbedMedia | undefined;
  attribution: EmbedAttribution | undefined;
  externalVideo: EmbedExternalVideo | undefined;
  links: { gif: string; site: string };
  alt: string;
}

/** The product's site, linked by the logo. */
export const DEFAULT_SITE_URL = 'https://giphy.com';

/** `url` with `query` (e.g. `utm_source=embed`) appended, or `''` when `url` is not http(s). */
export function withTracking(url: string | undefined, query: string | undefined): string {
  const safe = safeUrl(url);
  const extra = (query ?? '').replace(/^[?&]+/, '');
  if (!safe || !extra) return safe;
  const [base, hash] = safe.split('#', 2) as [string, string | undefined];
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${hash === undefined ? '' : `#${hash}`}`;
}

function attributionOf(gif: EmbedGif, trackingQueryString?: string): EmbedAttribution | undefined {
  const { user } = gif;
  if (!user || !showsEmbedAttribution(user)) return undefined;
  return {
    name: attributionName(user),
    username: sanitizeName(user.username),
    avatar: safeUrl(userAvatar(user, { random: seededRandom(gif.id) })),
    profileUrl: withTracking(user.profile_url, trackingQueryString),
    verified: user.is_verified === true,
  };
}

function externalVideoOf(gif: EmbedGif, options: EmbedContentOptions): EmbedExternalVideo | undefined {
  const external = gif.external_media;
  const provider = normalizeProvider(external?.provider_name);
  if (!external || !provider) return undefined;
  try {
    return { provider, src: externalVideoEmbedUrl(external, { origin: options.origin, color: options.videoColor }) };
  } catch {
    return undefined; // an invalid id or colour: no Watch button rather than a broken player
  }
}

export function embedContent(gif: EmbedGif, options: EmbedContentOptions): EmbedContent {
  return {
    // No autoplaying video on a phone or tablet: the embed shows the GIF there.
    media: embedMediaPolicy(gif, { webp: !!options.supportsWebp, autoplay: !options.isMobile }),
    attribution: attributionOf(gif, options.trackingQueryString),
    externalVideo: options.hideVideo ? undefined : externalVideoOf(gif, options),
    links: {
      gif: withTracking(gif.url, options.trackingQueryString),
      site: withTracking(options.siteUrl ?? DEFAULT_SITE_URL, options.trackingQueryString),
    },
    alt: altText(gif),
  };
}
