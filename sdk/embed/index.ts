/**
 * Embedding one GIF on another site (no React): the `<iframe>` embed code, a lightweight
 * facade that loads the frame on demand, and the origin-checked two-way bridge between the
 * host page (`createEmbedController`) and the embed page (`createEmbedBridge`).
 */
export type { EmbedCommand, EmbedEventMessage } from './bridgeMessages';
export { createEmbedBridge, type EmbedBridge, type EmbedBridgeOptions, embedHostOrigin } from './createEmbedBridge';
export { createEmbedController, type EmbedController, type EmbedControllerOptions } from './createEmbedController';
export { type EmbedCodeOptions, embedCode } from './embedCode';
export { type EmbedFacade, type EmbedFacadeOptions, mountEmbedFacade } from './mountEmbedFacade';
export { type ShareNetwork, shareLinks } from './shareLinks';
export { openSharePopup, type SharePopupNetwork } from './sharePopup';
