/**
 * GIPHY's `Video` (@giphy/react-components) on gifkit's styled video player: same props,
 * defaults and callbacks; `controls` shows the player's controls (play/pause, mute, the
 * uploader, progress), else a bare looping clip as GIPHY's. Keyboard access, captions and
 * http(s)-only sources are gifkit's. Differences: docs/compat.md.
 */
import type { CSSProperties, ElementType } from 'react';
import { VideoChangeType } from '../../headless';
import type { Gif } from '../../sdk';
import type { IGif } from '../../sdk/compat/types';
import { Video as StyledVideo } from '../video/Video';
import { useCompatGifs } from './compatGifs';

/** GIPHY's `Video` props. */
export interface VideoProps {
  /** A clip (a GIF with `video`). */
  gif: IGif;
  /** Width in px: the player and the clip file chosen for it. */
  width: number;
  /** A CSS width (`'100%'`) the player fills instead of `width`. */
  percentWidth?: string;
  /** Height in px; default from `width` and the clip's aspect ratio. */
  height?: number;
  /** Muted (the user can still unmute with the controls). */
  muted?: boolean;
  /** Start over at the end. Default true. */
  loop?: boolean;
  /** 0–1. Default 0.7. */
  volume?: number;
  /** Class of the root. Default `giphy-video`. */
  className?: string;
  style?: CSSProperties;
  /** Show the clip's captions. */
  ccEnabled?: boolean;
  /** Language of the captions. Default `en`. */
  ccLanguage?: string;
  /** Show the player's controls. */
  controls?: boolean;
  /** With `controls`: no progress bar. */
  hideProgressBar?: boolean;
  /** Accepted for GIPHY compatibility: gifkit's player shows no title. */
  hideTitle?: boolean;
  /** With `controls`: no mute button. */
  hideMute?: boolean;
  /** With `controls`: no uploader credit. */
  hideAttribution?: boolean;
  /** With `controls`: never hide them. */
  persistentControls?: boolean;
  /** The user muted (true) or unmuted (false) the clip. */
  onUserMuted?: (muted: boolean) => void;
  /** The autoplay attempt's result: true when it had to mute to play. */
  onMuted?: (isMuted: boolean) => void;
  onStateChange?: (state: 'playing' | 'paused') => void;
  onTimeUpdate?: (playhead: number) => void;
  /** A media error, with its `MediaError.code`. */
  onError?: (error: number) => void;
  onCanPlay?: () => void;
  /** The first play, with the milliseconds it took. */
  onFirstPlay?: (msTillPlay: number) => void;
  onEnded?: () => void;
  onWaiting?: (count: number) => void;
  onLoop?: (count: number) => void;
  onQuartile?: (quartile: 0.25 | 0.5 | 0.75) => void;
  /** Accepted for GIPHY compatibility (iOS's native full screen is not used). */
  onEndFullscreen?: () => void;
  /** Receives the `<video>` element. */
  setVideoEl?: (el: HTMLVideoElement) => void;
  /** Accepted for GIPHY compatibility, not rendered. */
  overlay?: ElementType;
}

/** GIPHY's `Video`: a clip player, with controls when `controls` is set. */
export function Video(props: VideoProps) {
  const { gif, width, percentWidth, height, muted = false, loop, volume, className = 'giphy-video', style } = props;
  const { controls, hideProgressBar, hideMute, hideAttribution, persistentControls, setVideoEl } = props;
  const { onUserMuted, onMuted, onStateChange, onError, ccEnabled, ccLanguage } = props;
  const gifs = useCompatGifs();
  const [item] = gifs.toItems([gif]);
  if (!item) return null;
  return (
    <StyledVideo
      gif={item as Gif}
      width={percentWidth ? undefined : width}
      height={height}
      loop={loop}
      volume={volume}
      // GIPHY's player follows a new `muted` prop and lets the user (or autoplay) change it in between.
      muted={muted}
      overridableMuted
      onStateChange={
        onUserMuted &&
        ((change) => {
          if (change.type === VideoChangeType.ToggleMute && change.muted !== undefined) onUserMuted(change.muted);
        })
      }
      captions={ccEnabled}
      captionsLanguage={ccLanguage}
      persistentControls={persistentControls}
      hidePlayPause={!controls}
      hideMute={!controls || hideMute}
      hideProgress={!controls || hideProgressBar}
      hideAttribution={!controls || hideAttribution}
      onMuted={onMuted}
      onPausedChange={onStateChange && ((paused) => onStateChange(paused ? 'paused' : 'playing'))}
      onError={onError && ((error) => onError(error.code))}
      onCanPlay={props.onCanPlay}
      onFirstPlay={props.onFirstPlay}
      onEnded={props.onEnded}
      onTimeUpdate={props.onTimeUpdate}
      onWaiting={props.onWaiting}
      onLoop={props.onLoop}
      onQuartile={props.onQuartile}
      className={className}
      style={{ width: percentWidth ?? width, ...style }}
      rootProps={
        setVideoEl && {
          ref: (root: HTMLElement | null) => {
            const video = root?.querySelector('video');
            if (video) setVideoEl(video);
          },
        }
      }
    />
  );
}
