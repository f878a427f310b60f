/**
 * Which file of one rendition to hand to the browser: MP4, WebP or GIF.
 */
import type { Rendition, RenditionUrlOptions } from './types';

/**
 * The URL to load for a rendition: its MP4 when `video` is asked for, otherwise its WebP when
 * the browser supports WebP and one exists, otherwise the GIF. `''` when that file is missing,
 * so the result can go straight into `src` without an `undefined` check.
 */
export function renditionUrl(
  rendition: Rendition | undefined,
  options: Pick<RenditionUrlOptions, 'video' | 'webp'> = {},
): string {
  if (!rendition) return '';
  if (options.video) return rendition.mp4 || '';
  return (options.webp && rendition.webp) || rendition.url || '';
}
