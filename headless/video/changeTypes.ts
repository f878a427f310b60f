/**
 * The named changes of the video state machine. `stateReducer` and
 * `onStateChange` receive one of these as `type`, so a consumer can tell a user's click from a
 * media event or the browser refusing autoplay.
 */
export enum VideoChangeType {
  /** A new clip (another GIF id): counters and errors start over. */
  Reset = '__video_reset__',
  /** The element learned the clip's duration (`loadedmetadata`, `durationchange`). */
  MediaDuration = '__video_media_duration__',
  /** Enough data to start (`canplay`). */
  MediaCanPlay = '__video_media_can_play__',
  /** The element started or resumed (`play`). */
  MediaPlay = '__video_media_play__',
  /** Frames are moving again after buffering (`playing`). */
  MediaPlaying = '__video_media_playing__',
  /** The element paused by itself or from outside (`pause`). */
  MediaPause = '__video_media_pause__',
  /** Playback position moved (`timeupdate`, `seeked`). */
  MediaTimeUpdate = '__video_media_time_update__',
  /** Playback stalled for data (`waiting`); `counted` is false for the initial buffering. */
  MediaWaiting = '__video_media_waiting__',
  /** The clip reached its end (`ended`); `loop` says whether it starts over. */
  MediaEnded = '__video_media_ended__',
  /** The element's `volumechange` reported a different muted flag. */
  MediaVolumeChange = '__video_media_volume_change__',
  /** A media error (codes 1–4). */
  MediaError = '__video_media_error__',
  /** Autoplay starts on mount (or after a source change). */
  AutoPlay = '__video_auto_play__',
  /** The browser refused to play with sound: muted, trying again. */
  AutoPlayMuted = '__video_auto_play_muted__',
  /** `play()` was refused even muted (or for another reason): stays paused. */
  PlayRefused = '__video_play_refused__',
  /** Play/pause toggled by the user (button, Space, K, `togglePlay()`). */
  TogglePlay = '__video_toggle_play__',
  /** Playback started or stopped by `play()` / `pause()`. */
  SetPlaying = '__video_set_playing__',
  /** Mute toggled by the user (button, M, `toggleMute()`). */
  ToggleMute = '__video_toggle_mute__',
  /** Muted set by `setMuted()`. */
  SetMuted = '__video_set_muted__',
  /** A click on the picture: unmutes (or mutes) a playing clip, starts a paused one. */
  VideoClick = '__video_video_click__',
  /** The pointer moved over the player, or a key was pressed in it: controls show. */
  Activity = '__video_activity__',
  /** The auto-hide delay passed without activity: controls hide (unless focused). */
  ActivityTimeout = '__video_activity_timeout__',
  /** The pointer left the player: controls hide (unless focused). */
  PointerLeave = '__video_pointer_leave__',
  /** Focus entered or left the controls. */
  ControlsFocus = '__video_controls_focus__',
  ControlsBlur = '__video_controls_blur__',
}
