/** The headless video player: `useVideo` (state + prop getters) and the render-prop `<Video>`. */
export { VideoChangeType } from './changeTypes';
export {
  initialVideoState,
  type Quartile,
  type VideoAction,
  type VideoError,
  type VideoLoadStatus,
  type VideoState,
  videoReducer,
} from './reducer';
export type { VideoOptions, VideoRenderState, VideoResult, VideoStatus } from './types';
export { DEFAULT_VOLUME, useVideo } from './useVideo';
export { CONTROLS_HIDE_DELAY_MS, SEEK_STEP } from './useVideoControls';
export type { VideoActionAndChanges, VideoStateChange } from './useVideoMachine';
export { Video, type VideoProps } from './Video';
export { type VideoGif, videoAspectRatio } from './videoSource';
