/** The headless external video: `useExternalVideo`, a GIF's YouTube or Vimeo player. */
export type { ExternalVideoMessages, ExternalVideoOptions, ExternalVideoResult } from './types';
export { useExternalVideo } from './useExternalVideo';
