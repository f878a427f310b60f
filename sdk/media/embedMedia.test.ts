import { describe, expect, it } from 'vitest';
import { embedMedia } from './embedMedia';

const images = {
  original: { url: 'o.gif', webp: 'o.webp', mp4: 'o.mp4', width: 480, height: 270 },
  original_still: { url: 'o_s.gif', width: 480, height: 270 },
  hd: { mp4: 'https://media.giphy.com/media/x/giphy-hd.mp4?cid=1&rid=giphy-hd.mp4', width: 1280, height: 720 },
  downsized_large: { url: 'dl.gif', width: 480, height: 270 },
  fixed_width: { url: 'fw.gif', width: 200, height: 113 },
  fixed_width_still: { url: 'fw_s.gif', width: 200, height: 113 },
};
const size = { width: 480, height: 270 };

describe('embedMedia', () => {
  it('uses the WebP when the browser supports it', () => {
    expect(embedMedia({ images }, { supportsWebp: true, isMobile: false })).toEqual({
      kind: 'webp',
      src: 'o.webp',
      still: 'o_s.gif',
      ...size,
    });
  });

  it('plays the hd MP4 on desktop when its path ends in .mp4, query or not', () => {
    expect(embedMedia({ images }, { supportsWebp: false, isMobile: false })).toEqual({
      kind: 'video',
      src: images.hd.mp4,
      poster: 'o_s.gif',
      ...size,
    });
  });

  it("falls back to the original's MP4 when hd is not an .mp4 file", () => {
    const hdStream = { ...images, hd: { mp4: 'https://x.test/hd.m3u8', width: 1280, height: 720 } };
    expect(embedMedia({ images: hdStream })).toMatchObject({ kind: 'video', src: 'o.mp4' });
    const { hd: _hd, ...noHd } = images;
    expect(embedMedia({ images: noHd })).toMatchObject({ kind: 'video', src: 'o.mp4' });
  });

  it('shows the GIF on mobile, for stickers, and without an MP4', () => {
    const image = { kind: 'image', src: 'o.gif', still: 'o_s.gif', ...size };
    expect(embedMedia({ images }, { isMobile: true })).toEqual(image);
    expect(embedMedia({ images, is_sticker: true })).toEqual(image);
    const gifOnly = { original: { url: 'o.gif', width: 480, height: 270 }, original_still: images.original_still };
    expect(embedMedia({ images: gifOnly })).toEqual(image);
  });

  it('falls back through downsized_large and fixed_width, and their still', () => {
    const small = { fixed_width: images.fixed_width, fixed_width_still: images.fixed_width_still };
    expect(embedMedia({ images: small })).toEqual({
      kind: 'image',
      src: 'fw.gif',
      still: 'fw_s.gif',
      width: 200,
      height: 113,
    });
    expect(embedMedia({ images: { downsized_large: images.downsized_large } })).toEqual({
      kind: 'image',
      src: 'dl.gif',
      still: '',
      width: 0,
      height: 0,
    });
  });

  it('is undefined when there is no file at all', () => {
    expect(embedMedia({ images: {} })).toBeUndefined();
    expect(embedMedia({ images: { original: {} as never } }, { supportsWebp: true })).toBeUndefined();
  });
});
