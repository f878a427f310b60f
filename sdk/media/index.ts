/**
 * Pure media and display rules: rendition and video choice, sizes, alt text, attribution,
 * avatars, placeholders and the single-clip embed's media, iframe size and progress bar.
 * Framework-free and stateless, except the cached capability detection (`capabilities.ts`);
 * randomness and browser facts are passed in.
 */
export { altText } from './altText';
export { attributionName } from './attribution';
export { userAvatar } from './avatarUrl';
export { bestRendition, type NamedRendition } from './bestRendition';
export { bestRenditionUrl } from './bestRenditionUrl';
export { bestVideo } from './bestVideo';
export {
  detectMediaCapabilities,
  type MediaCapabilities,
  type MediaCapabilityStore,
  mediaCapabilityStore,
  reportAutoplayRefused,
} from './capabilities';
export type { EmbedMedia } from './embedMediaPolicy';
export { escapeHtml } from './escapeHtml';
export { gifAspectRatio, gifHeight, gifWidth } from './gifSize';
export { imageSrcSet } from './imageSrcSet';
export { type MediaPlan, mediaPolicy } from './mediaPolicy';
export { type Placeholder, placeholder } from './placeholder';
export { renditionUrl } from './renditionUrl';
export { isSafeUrl, safeSrcSet, safeUrl } from './safeUrl';
export { sanitizeName } from './sanitizeName';
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
