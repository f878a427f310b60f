/**
 * What the embed shows for a frame size and a device (size rules, mobile
 * layout; docs/embed.md), as a pure function of the view state: the skin and the prop getters read it.
 */
import {
  FOOTER_SHIFT_EXTRA,
  MIN_CHROME_HEIGHT,
  MIN_CHROME_WIDTH,
  RELATED_MARGIN,
  SMALL_SHARE_HEIGHT,
} from './constants';
import type { EmbedState } from './reducer';
import type { EmbedRenderState } from './types';

export interface EmbedLayoutInput {
  /** The frame's size in CSS px (0 before it is measured). */
  width: number;
  height: number;
  isMobile: boolean;
}

/** The embed's layout for its frame size, as the renderer reads it (`layout`). */
type EmbedLayout = EmbedRenderState['layout'];

/** Whether a frame this size shows its chrome at all. */
export function isCompactFrame(width: number, height: number): boolean {
  return (width > 0 && width < MIN_CHROME_WIDTH) || (height > 0 && height < MIN_CHROME_HEIGHT);
}

export function embedLayout(state: EmbedState, { width, height, isMobile }: EmbedLayoutInput): EmbedLayout {
  const compact = isCompactFrame(width, height);
  const hovering = !compact && !isMobile && state.hover && !state.shareOpen;
  return {
    compact,
    smallShare: height > 0 && height <= SMALL_SHARE_HEIGHT,
    hovering,
    footerOpen: !compact && !state.watching && (isMobile ? state.mobileFooterOpen : hovering),
    shareVisible: !compact && !isMobile && state.shareOpen,
    related: !isMobile && !compact,
  };
}

/** The related grid's width for a window this wide (window width − 30, never negative). */
export function relatedGridWidth(windowWidth: number): number {
  return Math.max(0, windowWidth - RELATED_MARGIN);
}

/** How far the footer moves up to show a related grid this tall (grid height + 72 px). */
export function footerShift(gridHeight: number): number {
  return Math.max(0, gridHeight) + FOOTER_SHIFT_EXTRA;
}
