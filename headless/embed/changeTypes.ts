/**
 * The named changes of the single-clip embed's view, as seen by `stateReducer` and
 * `onStateChange`. Every flag of the view moves through one of these, so a visitor's click can be
 * told from a timer or a message from the host page.
 */
export enum EmbedChangeType {
  /** The pointer stayed over the frame (or keyboard focus inside it) for 150 ms: hover on. */
  HoverOn = '__embed_hover_on__',
  /** Neither pointer nor focus left inside for 70 ms (1000 ms while the grid is active): hover off. */
  HoverOff = '__embed_hover_off__',
  /** The pointer entered or left the related grid. */
  GridActive = '__embed_grid_active__',
  /** The footer scrolled; the header fades once it is away from the top. */
  FooterScroll = '__embed_footer_scroll__',
  /** The share button opened the share menu (the footer hides). */
  ShareOpen = '__embed_share_open__',
  /** The share menu was closed (close control, Escape, outside click). */
  ShareClose = '__embed_share_close__',
  /** The visitor pressed pause/play. */
  TogglePaused = '__embed_toggle_paused__',
  /** Paused or playing set from outside (a host page's command, `actions.setPaused`). */
  SetPaused = '__embed_set_paused__',
  /** Muted or not, set from outside (`actions.setMuted`). */
  SetMuted = '__embed_set_muted__',
  /** A tap on the image on mobile (with external video): the footer opens or closes. */
  ToggleMobileFooter = '__embed_toggle_mobile_footer__',
  /** Watch: the external video replaces the GIF. */
  WatchOpen = '__embed_watch_open__',
  /** The control labelled `GIF`: back from the external video. */
  WatchClose = '__embed_watch_close__',
  /** The external video reported playing, paused, ended or stopped. */
  ExternalPlayback = '__embed_external_playback__',
  /** The entrance animation ended, or 700 ms passed. */
  Ready = '__embed_ready__',
  /** The GIF's media (or, given only `gifId`, its record) could not be loaded. */
  MediaError = '__embed_media_error__',
  /** Another GIF: every flag starts over. */
  Reset = '__embed_reset__',
}
