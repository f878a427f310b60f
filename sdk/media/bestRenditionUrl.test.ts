import { describe, expect, it } from 'vitest';
import { bestRenditionUrl } from './bestRenditionUrl';
import type { GifLike } from './types';

const gif: GifLike = {
  id: 'abc',
  images: {
    original: { url: 'o.gif', webp: 'o.webp', mp4: 'o.mp4', width: 480, height: 480 },
    original_still: { url: 'o_s.gif', width: 480, height: 480 },
    fixed_width: { url: 'fw.gif', webp: 'fw.webp', mp4: 'fw.mp4', width: 200, height: 200 },
    fixed_width_still: { url: 'fw_s.gif', width: 200, height: 200 },
    fixed_width_small: { url: 'fws.gif', width: 100, height: 100 },
  },
};

describe('bestRenditionUrl', () => {
  it('returns the GIF url by default, WebP only when the browser supports it', () => {
    expect(bestRenditionUrl(gif, 200, 200)).toBe('fw.gif');
    expect(bestRenditionUrl(gif, 200, 200, { webp: true })).toBe('fw.webp');
    expect(bestRenditionUrl(gif, 100, 100, { webp: true })).toBe('fws.gif');
  });

  it('returns the MP4 for video, ignoring still', () => {
    expect(bestRenditionUrl(gif, 200, 200, { video: true })).toBe('fw.mp4');
    expect(bestRenditionUrl(gif, 200, 200, { video: true, still: true })).toBe('fw.mp4');
  });

  it('only lets renditions with the wanted file compete', () => {
    // fixed_width_small is closest to 100×100 but has no MP4.
    expect(bestRenditionUrl(gif, 100, 100, { video: true })).toBe('fw.mp4');
  });

  it('returns the still variant of the best rendition', () => {
    expect(bestRenditionUrl(gif, 200, 200, { still: true })).toBe('fw_s.gif');
    expect(bestRenditionUrl(gif, 480, 480, { still: true })).toBe('o_s.gif');
  });

  it('falls back to another still, then to the moving image, instead of throwing', () => {
    // fixed_width_small has no still: the next best rendition that has one is used.
    expect(bestRenditionUrl(gif, 100, 100, { still: true })).toBe('fw_s.gif');
    const noStills: GifLike = { id: 'x', images: { fixed_width: { url: 'fw.gif', width: 200, height: 200 } } };
    expect(bestRenditionUrl(noStills, 200, 200, { still: true })).toBe('fw.gif');
  });

  it('never gives a sticker an MP4', () => {
    expect(bestRenditionUrl({ ...gif, is_sticker: true }, 200, 200, { video: true })).toBe('fw.gif');
    expect(bestRenditionUrl({ ...gif, is_sticker: true }, 200, 200, { video: true, webp: true })).toBe('fw.webp');
  });

  it('uses video previews when a clip has no usable images', () => {
    const clip: GifLike = {
      id: 'clip',
      type: 'video',
      images: { original: {} as never },
      video: { previews: { fixed_width: { url: 'p.gif', mp4: 'p.mp4', width: 200, height: 113 } } },
    };
    expect(bestRenditionUrl(clip, 200, 113)).toBe('p.gif');
    expect(bestRenditionUrl(clip, 200, 113, { video: true })).toBe('p.mp4');
  });

  it("returns '' when nothing fits or the box has no size", () => {
    expect(bestRenditionUrl({ images: {} }, 200, 200)).toBe('');
    expect(bestRenditionUrl(gif, 0, 200)).toBe('');
    expect(bestRenditionUrl(gif, 200, Number.NaN)).toBe('');
    const noMp4: GifLike = { id: 'x', images: { fixed_width: { url: 'fw.gif', width: 200, height: 200 } } };
    expect(bestRenditionUrl(noMp4, 200, 200, { video: true })).toBe('');
  });
});
