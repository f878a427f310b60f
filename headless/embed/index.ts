/**
 * The headless single-clip embed: `useEmbed` (state + prop getters, the GIF by id), its
 * tracking (`useEmbedTracking`), the related grid (`useRelatedGrid`, its width `useRelatedGridWidth`), and the render-prop `<Embed>`. See docs/embed.md.
 */
export { EmbedChangeType } from './changeTypes';
export { Embed, type EmbedProps } from './Embed';
export type {
  EmbedActions,
  EmbedShareTarget,
} from './embedGetters';
export type { EmbedMessages } from './messages';
export type { EmbedAction, EmbedState } from './reducer';
export type {
  EmbedAttribution,
  EmbedExternalVideo,
  EmbedGif,
  EmbedGifClient,
  EmbedOptions,
  EmbedRenderState,
} from './types';
export { type EmbedResult, useEmbed } from './useEmbed';
export { type EmbedTrackingOptions, type EmbedTrackingResult, useEmbedTracking } from './useEmbedTracking';
export { type RelatedGridOptions, type RelatedGridResult, useRelatedGrid } from './useRelatedGrid';
export { useRelatedGridWidth } from './useRelatedGridWidth';
