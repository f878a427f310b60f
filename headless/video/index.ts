/** The headless video player: `useVideo` (state + prop getters) and the render-prop `<Video>`. */
export { VideoChangeType } from './changeTypes';
export type { VideoAction, VideoError, VideoState } from './reducer';
export type { VideoOptions, VideoRenderState, VideoResult, VideoStatus } from './types';
export { useVideo } from './useVideo';
export type { VideoStateChange } from './useVideoMachine';
export { Video, type VideoProps } from './Video';
export type { VideoGif } from './videoSource';
