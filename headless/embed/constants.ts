/**
 * The embed's time constants and size rules, in one place for the hook,
 * the skin and the tests.
 */

/** Hover turns on after the pointer stayed this long over the frame. */
export const HOVER_ON_MS = 150;
/** Hover turns off after the pointer stayed this long off the frame… */
export const HOVER_OFF_MS = 70;
/** …or this long while the related grid is active. */
export const HOVER_OFF_GRID_MS = 1000;
/** The embed is ready after its entrance animation, or after this long at the latest. */
export const READY_TIMEOUT_MS = 700;
/** Frame size changes are read at most this often. */
export const RESIZE_THROTTLE_MS = 500;
/** Below this width the share menu, logo, overlay, background and footer are hidden. */
export const MIN_CHROME_WIDTH = 250;
/** Below this height the same chrome is hidden. */
export const MIN_CHROME_HEIGHT = 199;
/** At this height or less the share panel takes its small variant. */
export const SMALL_SHARE_HEIGHT = 230;
/** The footer moves up by the related grid's height plus this. */
export const FOOTER_SHIFT_EXTRA = 72;
/** Related grid: columns, gutter, horizontal margin taken from the window width. */
export const RELATED_COLUMNS = 3;
export const RELATED_GUTTER = 6;
export const RELATED_MARGIN = 30;
/** Related pages: the first holds 6 GIFs, later ones 12. */
export const RELATED_FIRST_PAGE = 6;
export const RELATED_PAGE = 12;
