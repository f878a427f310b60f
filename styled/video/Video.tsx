/**
 * The styled clip player: the headless `<Video>` with GIPHY-style controls over the bottom of
 * the clip (play/pause, mute, the uploader, a progress bar that obeys the 98 % rule), shown on
 * hover or key activity, or always with `persistentControls`; each part hideable with the
 * headless `hide*` options. Markup and `data-*` hooks only; every headless option passes through.
 */
import { Video as HeadlessVideo, type VideoProps as HeadlessVideoProps, type VideoResult } from '../../headless';
import { type SkinProps, withSkinProps } from '../shared/classNames';
import { PauseIcon, PlayIcon, VolumeIcon } from '../shared/icons';

/** The styled `<Video>`'s props: the headless video's options and the skin's `className` / `style`. */
export interface VideoProps extends Omit<HeadlessVideoProps, 'children'>, SkinProps {
  /** Props for the root element (merged by `getRootProps`). */
  rootProps?: Parameters<VideoResult['getRootProps']>[0];
}

/**
 * A GIPHY clip with styled controls (see the headless `<Video>` for playback, keys and events).
 *
 * @selector [data-gk-video] the root; `[data-sized]` when `width` is given (else it fills its container)
 * @selector [data-gk-video][data-controls-visible] controls are showing
 * @selector [data-gk-video-controls], [data-gk-video-play-pause], [data-gk-video-mute], [data-gk-video-attribution] the controls
 * @selector [data-gk-video-progress] the bar; its fill is `--gk-video-progress`
 * @selector [data-gk-video-error] the media error message
 */
export function Video({ className, style, rootProps, ...options }: VideoProps) {
  const sized = { ...rootProps, 'data-sized': options.width === undefined ? undefined : '' };
  const root = withSkinProps(sized, { className, style });
  return (
    <HeadlessVideo {...options}>
      {(video) => {
        const { state, parts } = video;
        if (state.status === 'unavailable') return <div {...video.getRootProps(root)} />;
        return (
          <div {...video.getRootProps(root)}>
            <video {...video.getVideoProps()}>{video.hasCaptions && <track {...video.getTrackProps()} />}</video>
            {state.error && (
              <p data-gk-video-error="" role="alert">
                {state.error.message}
              </p>
            )}
            <div {...video.getControlsProps()}>
              {parts.playPause && (
                <button {...video.getPlayPauseProps()}>{state.playing ? <PauseIcon /> : <PlayIcon />}</button>
              )}
              {parts.mute && (
                <button {...video.getMuteProps()}>
                  <VolumeIcon muted={state.muted} />
                </button>
              )}
              {parts.attribution && <a {...video.getAttributionProps()}>{video.attribution?.name}</a>}
              {parts.progress && <div {...video.getProgressProps()} />}
            </div>
          </div>
        );
      }}
    </HeadlessVideo>
  );
}
