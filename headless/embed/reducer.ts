/**
 * The single-clip embed's view as one pure reducer: every flag of the view (share open, hover,
 * mobile footer open, header hidden, grid active, paused) plus external-video mode, its
 * back-to-GIF prompt, mute, readiness and a media error. Timers live in `useEmbed`; this module
 * only says what each named change does (docs/embed.md).
 */
import type { ExternalPlayback } from '../../sdk/external-video/playerEvents';
import { EmbedChangeType as T } from './changeTypes';

export type { ExternalPlayback };

/** The embed's state, as `stateReducer` and `onStateChange` see it. */
export interface EmbedState {
  /** The pointer is over the frame (after the hover delays). Never on mobile. */
  hover: boolean;
  /** The share menu is open (desktop). */
  shareOpen: boolean;
  /** The mobile footer is open. */
  mobileFooterOpen: boolean;
  /** The footer was scrolled: the header fades and 'Continue Watching on' shows. */
  headerHidden: boolean;
  /** The pointer is over the related grid: hover lasts longer (1000 ms) after leaving. */
  gridActive: boolean;
  /** Paused: the still replaces the moving image (Twitter variant: the video pauses). */
  paused: boolean;
  /** The moving image's sound is off (GIPHY media is silent; the host can still ask). */
  muted: boolean;
  /** External-video mode: the provider's player replaces the GIF. */
  watching: boolean;
  /** The back-to-GIF prompt: shown while the external video is paused, ended or stopped. */
  backPrompt: boolean;
  /** The frame has been hovered at least once: the attribution overlay stays present. */
  hoveredOnce: boolean;
  /** The entrance animation ended (or the 700 ms time-out passed). */
  ready: boolean;
  /** The GIF's media failed to load: an error shows instead of a blank frame. */
  mediaError: boolean;
}

/** An action the embed's reducer handles; `stateReducer` and `onStateChange` see these. */
export type EmbedAction =
  | { type: T.GridActive; active: boolean }
  | { type: T.FooterScroll; scrollTop: number }
  | { type: T.SetPaused; paused: boolean }
  | { type: T.SetMuted; muted: boolean }
  | { type: T.ExternalPlayback; playback: ExternalPlayback }
  | {
      type:
        | T.HoverOn
        | T.HoverOff
        | T.ShareOpen
        | T.ShareClose
        | T.TogglePaused
        | T.ToggleMobileFooter
        | T.WatchOpen
        | T.WatchClose
        | T.Ready
        | T.MediaError
        | T.Reset;
    };

/** The state of a freshly shown embed. */
export function initialEmbedState(overrides: Partial<EmbedState> = {}): EmbedState {
  return {
    hover: false,
    shareOpen: false,
    mobileFooterOpen: false,
    headerHidden: false,
    gridActive: false,
    paused: false,
    muted: true,
    watching: false,
    backPrompt: false,
    hoveredOnce: false,
    ready: false,
    mediaError: false,
    ...overrides,
  };
}

/** The next state for a named change; the same object when nothing changes. */
export function embedReducer(state: EmbedState, action: EmbedAction): EmbedState {
  const next = (changes: Partial<EmbedState>): EmbedState => {
    for (const key of Object.keys(changes) as (keyof EmbedState)[]) {
      if (changes[key] !== state[key]) return { ...state, ...changes };
    }
    return state;
  };
  switch (action.type) {
    case T.HoverOn:
      return next({ hover: true, hoveredOnce: true });
    case T.HoverOff:
      // Leaving resets grid-active and scrolls the footer back to the top (the header returns).
      return next({ hover: false, gridActive: false, headerHidden: false });
    case T.GridActive:
      return next({ gridActive: action.active });
    case T.FooterScroll:
      return next({ headerHidden: action.scrollTop > 0 });
    case T.ShareOpen:
      return next({ shareOpen: true, mobileFooterOpen: false });
    case T.ShareClose:
      return next({ shareOpen: false });
    case T.TogglePaused:
      return next({ paused: !state.paused });
    case T.SetPaused:
      return next({ paused: action.paused });
    case T.SetMuted:
      return next({ muted: action.muted });
    case T.ToggleMobileFooter:
      return next({ mobileFooterOpen: !state.mobileFooterOpen });
    case T.WatchOpen:
      return next({ watching: true, backPrompt: false, shareOpen: false, mobileFooterOpen: false });
    case T.WatchClose:
      return next({ watching: false, backPrompt: false });
    case T.ExternalPlayback:
      return state.watching ? next({ backPrompt: action.playback !== 'playing' }) : state;
    case T.Ready:
      return next({ ready: true });
    case T.MediaError:
      return next({ mediaError: true });
    case T.Reset:
      return initialEmbedState({ muted: state.muted, ready: state.ready });
  }
}
