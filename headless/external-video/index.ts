/** The headless external video: `useExternalVideo`, a GIF's YouTube or Vimeo player. */
export type { ExternalVideoOptions, ExternalVideoResult } from './types';
export { useExternalVideo } from './useExternalVideo';
