/** Types of bench/lib/padMedia.mjs. */
export type PaddedFormat = 'gif' | 'webp' | 'mp4';
export interface Padded {
  body: Buffer;
  /** How many frames the loop has. */
  frames: number;
  /** The offset just past each frame's data. */
  frameEnds: number[];
  /** The loop was already as heavy as asked: sent as it is. */
  unpadded?: boolean;
}
export function padMedia(loop: Buffer, format: PaddedFormat, options?: { bytes?: number; realFrames?: number }): Padded;
export function mediaFrames(file: Buffer, format: PaddedFormat): { start: number; end: number }[];
