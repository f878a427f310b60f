import { describe, expect, it } from 'vitest';
import { embedMediaPolicy } from './embedMediaPolicy';

const images = {
  original: {
    url: 'https://m.test/o.gif',
    webp: 'https://m.test/o.webp',
    mp4: 'https://m.test/o.mp4',
    width: 480,
    height: 270,
  },
  original_still: { url: 'https://m.test/o_s.gif', width: 480, height: 270 },
  hd: { mp4: 'https://media.giphy.com/media/x/giphy-hd.mp4?cid=1&rid=giphy-hd.mp4', width: 1280, height: 720 },
  downsized_large: { url: 'https://m.test/dl.gif', width: 480, height: 270 },
  fixed_width: { url: 'https://m.test/fw.gif', width: 200, height: 113 },
  fixed_width_still: { url: 'https://m.test/fw_s.gif', width: 200, height: 113 },
};
const size = { width: 480, height: 270 };

/** The embed's choice, by default on a desktop browser without WebP (`webp: true` on the first test). */
const embedMedia = (
  gif: Parameters<typeof embedMediaPolicy>[0],
  environment: { supportsWebp?: boolean; isMobile?: boolean } = {},
) => embedMediaPolicy(gif, { webp: !!environment.supportsWebp, autoplay: !environment.isMobile });

describe('the media policy for the embed (embedMediaPolicy)', () => {
  it('uses the WebP when the browser supports it', () => {
    expect(embedMedia({ images }, { supportsWebp: true, isMobile: false })).toEqual({
      kind: 'webp',
      src: 'https://m.test/o.webp',
      still: 'https://m.test/o_s.gif',
      ...size,
    });
  });

  it('plays the hd MP4 on desktop when its path ends in .mp4, query or not', () => {
    expect(embedMedia({ images }, { supportsWebp: false, isMobile: false })).toEqual({
      kind: 'video',
      src: images.hd.mp4,
      poster: 'https://m.test/o_s.gif',
      ...size,
    });
  });

  it("falls back to the original's MP4 when hd is not an .mp4 file", () => {
    const hdStream = { ...images, hd: { mp4: 'https://x.test/hd.m3u8', width: 1280, height: 720 } };
    expect(embedMedia({ images: hdStream })).toMatchObject({ kind: 'video', src: 'https://m.test/o.mp4' });
    const { hd: _hd, ...noHd } = images;
    expect(embedMedia({ images: noHd })).toMatchObject({ kind: 'video', src: 'https://m.test/o.mp4' });
  });

  it('shows the GIF on mobile, for stickers, and without an MP4', () => {
    const image = { kind: 'image', src: 'https://m.test/o.gif', still: 'https://m.test/o_s.gif', ...size };
    expect(embedMedia({ images }, { isMobile: true })).toEqual(image);
    expect(embedMedia({ images, is_sticker: true })).toEqual(image);
    const gifOnly = {
      original: { url: 'https://m.test/o.gif', width: 480, height: 270 },
      original_still: images.original_still,
    };
    expect(embedMedia({ images: gifOnly })).toEqual(image);
  });

  it('falls back through downsized_large and fixed_width, and their still', () => {
    const small = { fixed_width: images.fixed_width, fixed_width_still: images.fixed_width_still };
    expect(embedMedia({ images: small })).toEqual({
      kind: 'image',
      src: 'https://m.test/fw.gif',
      still: 'https://m.test/fw_s.gif',
      width: 200,
      height: 113,
    });
    expect(embedMedia({ images: { downsized_large: images.downsized_large } })).toEqual({
      kind: 'image',
      src: 'https://m.test/dl.gif',
      still: '',
      width: 0,
      height: 0,
    });
  });

  it('follows the tile rules: no MP4 for anything with transparency, only http(s) URLs (an unsafe file is passed over)', () => {
    const image = { kind: 'image', src: 'https://m.test/o.gif', still: 'https://m.test/o_s.gif', ...size };
    expect(embedMedia({ images, type: 'emoji' })).toEqual(image);
    expect(embedMedia({ images, type: 'text' })).toEqual(image);
    const hostile = {
      ...images,
      original: { ...images.original, webp: 'javascript:alert(1)', mp4: 'data:video/mp4,x' },
      hd: { mp4: 'javascript:x.mp4', width: 1280, height: 720 },
      original_still: { url: 'javascript:still', width: 480, height: 270 },
    };
    expect(embedMedia({ images: hostile }, { supportsWebp: true })).toEqual({
      kind: 'image',
      src: 'https://m.test/o.gif',
      still: 'https://m.test/fw_s.gif',
      ...size,
    });
  });

  it('is undefined when there is no file at all', () => {
    expect(embedMedia({ images: {} })).toBeUndefined();
    expect(embedMedia({ images: { original: {} as never } }, { supportsWebp: true })).toBeUndefined();
  });
});
