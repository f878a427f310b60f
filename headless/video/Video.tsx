/**
 * `<Video>`: the render-prop player, built only from `useVideo`. Pass a function
 * as children to draw your own markup from the state and prop getters; without one it renders
 * a minimal unstyled player (video, play/pause, mute, progress, attribution).
 */
import type { ReactNode } from 'react';
import type { VideoOptions, VideoResult } from './types';
import { useVideo } from './useVideo';

/** The headless `<Video>`'s props: `useVideo`'s options and a render function that gets its result. */
export interface VideoProps extends VideoOptions {
  /** Draws the player from `useVideo`'s return value; see {@link useVideo} for the attributes. */
  children?: (video: VideoResult) => ReactNode;
}

/** The markup `<Video>` renders without children; also a starting point for a skin. */
export function renderDefaultVideo(video: VideoResult): ReactNode {
  const { state, parts, messages } = video;
  // A GIF without a video asset: an empty, labelled root and nothing broken.
  if (state.status === 'unavailable') return <div {...video.getRootProps()} />;
  return (
    <div {...video.getRootProps()}>
      <video {...video.getVideoProps()}>{video.hasCaptions && <track {...video.getTrackProps()} />}</video>
      <div {...video.getControlsProps()}>
        {parts.playPause && (
          <button {...video.getPlayPauseProps()}>{state.playing ? messages.pause : messages.play}</button>
        )}
        {parts.mute && <button {...video.getMuteProps()}>{state.muted ? messages.unmute : messages.mute}</button>}
        {parts.progress && <div {...video.getProgressProps()} />}
        {parts.attribution && <a {...video.getAttributionProps()}>{video.attribution?.name}</a>}
      </div>
    </div>
  );
}

/**
 * A GIPHY clip player. Same options as {@link useVideo}; the render prop receives its return
 * value (state with `status`, `playing`, `muted`, `progress`…, and the prop getters).
 *
 * ```tsx
 * <Video gif={clip} width={480}>
 *   {(video) => (
 *     <div {...video.getRootProps()}>
 *       <video {...video.getVideoProps()} />
 *       <div {...video.getControlsProps()}>
 *         <button {...video.getPlayPauseProps()} />
 *         <button {...video.getMuteProps()} />
 *         <div {...video.getProgressProps()} />
 *       </div>
 *     </div>
 *   )}
 * </Video>
 * ```
 */
export function Video({ children, ...options }: VideoProps) {
  const video = useVideo(options);
  return <>{(children ?? renderDefaultVideo)(video)}</>;
}
