/** Types of bench/lib/png.mjs. */
export interface DecodedPng {
  width: number;
  height: number;
  /** Bytes per pixel: 3 (RGB) or 4 (RGBA). */
  channels: number;
  data: Buffer;
}
export function decodePng(png: Buffer): DecodedPng;
