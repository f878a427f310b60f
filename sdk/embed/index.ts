/**
 * Embedding one GIF on another site (no React): the `<iframe>` embed code, a lightweight
 * facade that loads the frame on demand, and the origin-checked two-way bridge between the
 * host page (`createEmbedController`) and the embed page (`createEmbedBridge`).
 */
export type { EmbedCommand, EmbedEventMessage } from './bridgeMessages';
export { createEmbedBridge, type EmbedBridge, embedHostOrigin } from './createEmbedBridge';
export { createEmbedController, type EmbedController } from './createEmbedController';
export { embedCode } from './embedCode';
export { type EmbedFacade, mountEmbedFacade } from './mountEmbedFacade';
export { type ShareNetwork, shareLinks } from './shareLinks';
export { openSharePopup, type SharePopupNetwork } from './sharePopup';
