/**
 * The named changes of the video state machine (STYLE.md R5). `stateReducer` and
 * `onStateChange` receive one of these as `type`, so a consumer can tell a user's click from a
 * media event or the browser refusing autoplay.
 */
export const VideoChangeTypes = {
  /** A new clip (another GIF id): counters and errors start over. */
  Reset: 'Reset',
  /** The element learned the clip's duration (`loadedmetadata`, `durationchange`). */
  MediaDuration: 'MediaDuration',
  /** Enough data to start (`canplay`). */
  MediaCanPlay: 'MediaCanPlay',
  /** The element started or resumed (`play`). */
  MediaPlay: 'MediaPlay',
  /** Frames are moving again after buffering (`playing`). */
  MediaPlaying: 'MediaPlaying',
  /** The element paused by itself or from outside (`pause`). */
  MediaPause: 'MediaPause',
  /** Playback position moved (`timeupdate`, `seeked`). */
  MediaTimeUpdate: 'MediaTimeUpdate',
  /** Playback stalled for data (`waiting`); `counted` is false for the initial buffering. */
  MediaWaiting: 'MediaWaiting',
  /** The clip reached its end (`ended`); `loop` says whether it starts over. */
  MediaEnded: 'MediaEnded',
  /** The element's `volumechange` reported a different muted flag. */
  MediaVolumeChange: 'MediaVolumeChange',
  /** A media error (codes 1–4). */
  MediaError: 'MediaError',
  /** Autoplay starts on mount (or after a source change). */
  AutoPlay: 'AutoPlay',
  /** The browser refused to play with sound: muted, trying again (spec §4). */
  AutoPlayMuted: 'AutoPlayMuted',
  /** `play()` was refused even muted (or for another reason): stays paused. */
  PlayRefused: 'PlayRefused',
  /** Play/pause toggled by the user (button, Space, K, `togglePlay()`). */
  TogglePlay: 'TogglePlay',
  /** Playback started or stopped by `play()` / `pause()`. */
  SetPlaying: 'SetPlaying',
  /** Mute toggled by the user (button, M, `toggleMute()`). */
  ToggleMute: 'ToggleMute',
  /** Muted set by `setMuted()`. */
  SetMuted: 'SetMuted',
  /** A click on the picture: unmutes (or mutes) a playing clip, starts a paused one. */
  VideoClick: 'VideoClick',
  /** The pointer moved over the player, or a key was pressed in it: controls show. */
  Activity: 'Activity',
  /** The auto-hide delay passed without activity: controls hide (unless focused). */
  ActivityTimeout: 'ActivityTimeout',
  /** The pointer left the player: controls hide (unless focused). */
  PointerLeave: 'PointerLeave',
  /** Focus entered or left the controls. */
  ControlsFocus: 'ControlsFocus',
  ControlsBlur: 'ControlsBlur',
} as const;

export type VideoChangeType = (typeof VideoChangeTypes)[keyof typeof VideoChangeTypes];
