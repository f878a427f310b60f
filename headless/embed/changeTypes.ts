/**
 * The named changes of the single-clip embed's view. Every flag
 * of the view moves through one of these, so `stateReducer` and `onStateChange` can tell a
 * visitor's click from a timer or a message from the host page.
 */
export const EmbedChangeTypes = {
  /** The pointer stayed over the frame for 150 ms: hover on. */
  HoverOn: 'HoverOn',
  /** The pointer stayed off the frame for 70 ms (1000 ms while the grid is active): hover off. */
  HoverOff: 'HoverOff',
  /** The pointer entered or left the related grid. */
  GridActive: 'GridActive',
  /** The footer scrolled; the header fades once it is away from the top. */
  FooterScroll: 'FooterScroll',
  /** The share button opened the share menu (the footer hides). */
  ShareOpen: 'ShareOpen',
  /** The share menu was closed (close control, Escape, outside click). */
  ShareClose: 'ShareClose',
  /** The visitor pressed pause/play. */
  TogglePaused: 'TogglePaused',
  /** Paused or playing set from outside (the host page through the bridge). */
  SetPaused: 'SetPaused',
  /** Muted or not, set from outside (the host page through the bridge). */
  SetMuted: 'SetMuted',
  /** A tap on the image on mobile (with external video): the footer opens or closes. */
  ToggleMobileFooter: 'ToggleMobileFooter',
  /** Watch: the external video replaces the GIF. */
  WatchOpen: 'WatchOpen',
  /** The control labelled `GIF`: back from the external video. */
  WatchClose: 'WatchClose',
  /** The external video reported playing, paused, ended or stopped. */
  ExternalPlayback: 'ExternalPlayback',
  /** The entrance animation ended, or 700 ms passed. */
  Ready: 'Ready',
  /** Clip-it mode on or off. */
  SetClipIt: 'SetClipIt',
  /** The GIF's media could not be loaded. */
  MediaError: 'MediaError',
  /** Another GIF: every flag starts over. */
  Reset: 'Reset',
} as const;

export type EmbedChangeType = (typeof EmbedChangeTypes)[keyof typeof EmbedChangeTypes];
