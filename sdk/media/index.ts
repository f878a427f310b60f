/**
 * Pure media and display rules: rendition and video choice, sizes, alt text, attribution,
 * avatars, placeholders and the single-clip embed's media, iframe size and progress bar.
 * Framework-free and stateless, except the cached capability detection (`capabilities.ts`);
 * randomness and browser facts are passed in.
 */
export { ALT_TEXT_EXCLUDED_TAGS, altText } from './altText';
export { attributionName, showsAttribution, showsEmbedAttribution } from './attribution';
export { AVATAR_REQUEST_HEIGHT, avatarUrl, type UserAvatarOptions, userAvatar } from './avatarUrl';
export { bestfit, isPositiveSize, RENDITION_SCALE_UP_MAX_PIXELS, type Sized } from './bestfit';
export {
  type BestRenditionOptions,
  bestRendition,
  type NamedRendition,
  RENDITION_CANDIDATES,
} from './bestRendition';
export { type BestRenditionUrlOptions, bestRenditionUrl } from './bestRenditionUrl';
export { bestVideo, type NamedVideoAsset } from './bestVideo';
export {
  createMediaCapabilityStore,
  detectMediaCapabilities,
  type MediaCapabilities,
  type MediaCapabilityScope,
  type MediaCapabilityStore,
  mediaCapabilityStore,
  NEUTRAL_MEDIA_CAPABILITIES,
  reportAutoplayRefused,
} from './capabilities';
export { DEFAULT_AVATARS, type DefaultAvatarOptions, defaultAvatar } from './defaultAvatar';
export { type EmbedEnvironment, type EmbedMedia, embedMedia } from './embedMedia';
export { EMBED_MAX_SIZE, fitEmbedSize, responsiveEmbedSize } from './embedSize';
export { escapeHtml } from './escapeHtml';
export { gifAspectRatio, gifHeight, gifWidth } from './gifSize';
export { type ImageSrcSetOptions, imageSrcSet, SRCSET_WIDTHS } from './imageSrcSet';
export { isMobileUserAgent, type MobileEnvironment } from './isMobileUserAgent';
export {
  ECONOMY_SCALE_UP_RATIO,
  hasTransparency,
  MEDIA_DENSITY_CAP,
  MEDIA_DENSITY_MAX_OVERSHOOT,
  type MediaPlan,
  type MediaPolicyOptions,
  mediaPolicy,
} from './mediaPolicy';
export { MEDIA_HOST, normalizeMediaHost } from './normalizeMediaHost';
export { pickRandom } from './pickRandom';
export {
  BRAND_COLORS,
  type BrandColor,
  CHECKERBOARD_BACKGROUND,
  type Placeholder,
  type PlaceholderOptions,
  placeholder,
} from './placeholder';
export { progressPercent, SHORT_CLIP_SECONDS } from './progressPercent';
export { type RenditionsOf, renditionUrl } from './renditionUrl';
export { isSafeUrl, safeSrcSet, safeUrl } from './safeUrl';
export { sanitizeName } from './sanitizeName';
export { specificRendition } from './specificRendition';
export { stillName } from './stillName';
export type {
  GifLike,
  MediaFormat,
  Rendition,
  Renditions,
  RenditionUrlOptions,
  UserLike,
  VideoAsset,
  VideoLike,
} from './types';
