/** The headless single-clip embed: `useEmbed` (state + prop getters) and the render-prop `<Embed>`. */
export { type EmbedChangeType, EmbedChangeTypes } from './changeTypes';
export {
  FOOTER_SHIFT_EXTRA,
  HOVER_OFF_GRID_MS,
  HOVER_OFF_MS,
  HOVER_ON_MS,
  MIN_CHROME_HEIGHT,
  MIN_CHROME_WIDTH,
  READY_TIMEOUT_MS,
  RELATED_COLUMNS,
  RELATED_FIRST_PAGE,
  RELATED_GUTTER,
  RELATED_MARGIN,
  RELATED_PAGE,
  RESIZE_THROTTLE_MS,
  SMALL_SHARE_HEIGHT,
} from './constants';
export { Embed, type EmbedProps } from './Embed';
export { DEFAULT_SITE_URL, type EmbedContent, embedContent, withTracking } from './embedContent';
export type { EmbedGetters } from './embedGetters';
export { type EmbedLayout, embedLayout, footerShift, isCompactFrame, relatedGridWidth } from './embedLayout';
export {
  type EmbedAction,
  type EmbedState,
  type ExternalPlayback,
  embedReducer,
  initialEmbedState,
} from './reducer';
export { relatedPages } from './relatedSource';
export type { EmbedAttribution, EmbedExternalVideo, EmbedGif, EmbedRenderState, UseEmbedOptions } from './types';
export { EMBED_MEDIA_ERROR, type EmbedActions, type UseEmbedReturn, useEmbed } from './useEmbed';
