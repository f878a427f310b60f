import { describe, expect, it } from 'vitest';
import { specificRendition } from './specificRendition';
import type { GifLike } from './types';

const gif: GifLike = {
  id: 'abc',
  images: {
    fixed_height: { url: 'fh.gif', webp: 'fh.webp', mp4: 'fh.mp4', width: 356, height: 200 },
    fixed_height_still: { url: 'fh_s.gif', width: 356, height: 200 },
  },
};

describe('specificRendition', () => {
  it('returns the named rendition in the wanted format', () => {
    expect(specificRendition(gif, 'fixed_height')).toBe('fh.gif');
    expect(specificRendition(gif, 'fixed_height', { webp: true })).toBe('fh.webp');
    expect(specificRendition(gif, 'fixed_height', { video: true })).toBe('fh.mp4');
    expect(specificRendition(gif, 'fixed_height', { still: true })).toBe('fh_s.gif');
  });

  it('lets video win over still', () => {
    expect(specificRendition(gif, 'fixed_height', { still: true, video: true })).toBe('fh.mp4');
  });

  it('gives stickers an image, WebP when supported, never an MP4', () => {
    const sticker = { ...gif, is_sticker: true };
    expect(specificRendition(sticker, 'fixed_height', { video: true })).toBe('fh.gif');
    expect(specificRendition(sticker, 'fixed_height', { video: true, webp: true })).toBe('fh.webp');
  });

  it("returns '' for a missing name, rendition or file", () => {
    expect(specificRendition(gif, '')).toBe('');
    expect(specificRendition(gif, 'original')).toBe('');
    expect(specificRendition(gif, 'fixed_height_still', { still: true })).toBe('');
    expect(specificRendition({ images: {} }, 'fixed_height')).toBe('');
    expect(specificRendition(gif, 'fixed_height_still', { video: true })).toBe('');
  });
});
