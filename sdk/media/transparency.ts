/**
 * Which GIFs have transparency: the media policy never gives them a video (tiles and embed alike).
 */
import type { GifLike } from './types';

/** Stickers, emoji and text have transparency, which MP4 cannot carry. */
export function hasTransparency(gif: Pick<GifLike, 'is_sticker' | 'type'>): boolean {
  return !!gif.is_sticker || gif.type === 'sticker' || gif.type === 'emoji' || gif.type === 'text';
}
