/**
 * Which file of one rendition to hand to the browser: MP4, WebP or GIF. The one rule that both
 * `renditionUrl` (given a rendition) and `specificRendition` (given a GIF and a name) apply.
 */
import type { Rendition, RenditionUrlOptions } from './types';

/**
 * The rendition's MP4 when `video` is asked for, otherwise its WebP when the browser supports
 * WebP and one exists, otherwise the GIF; `''` when that file (or the rendition) is missing.
 */
export function renditionFile(
  rendition: Rendition | undefined,
  options?: Pick<RenditionUrlOptions, 'video' | 'webp'>,
): string {
  if (!rendition) return '';
  if (options?.video) return rendition.mp4 || '';
  return (options?.webp && rendition.webp) || rendition.url || '';
}
