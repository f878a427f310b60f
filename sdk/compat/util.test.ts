import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectMediaCapabilities, NEUTRAL_MEDIA_CAPABILITIES } from '../media/capabilities';
import search2024 from '../mock/fixtures/gifexpertapp__search-2024.json';
import emoji from '../mock/fixtures/giphy-js__emoji-variations.json';
import { normalizeGif } from '../normalize/gif';
import {
  getAltText,
  getBestRendition,
  getBestRenditionUrl,
  getBestVideo,
  getGifHeight,
  getGifWidth,
  getPingbackId,
  getSpecificRendition,
  setRenditionScaleUpMaxPixels,
} from './index';

vi.mock('../media/capabilities', async (original) => {
  const actual = await original<typeof import('../media/capabilities')>();
  return { ...actual, detectMediaCapabilities: vi.fn(actual.detectMediaCapabilities) };
});
afterEach(() => vi.mocked(detectMediaCapabilities).mockReset());
/** The page's detected capabilities, for the helpers' next calls. */
const detected = (webp: boolean) =>
  vi.mocked(detectMediaCapabilities).mockReturnValue({ ...NEUTRAL_MEDIA_CAPABILITIES, webp });

const gif = normalizeGif(search2024.data[0]);
const sticker = normalizeGif(emoji.data[0]);

describe('@giphy/js-util helpers', () => {
  it('getBestRendition returns { renditionName, ...rendition }', () => {
    const best = getBestRendition(gif.images, 200, getGifHeight(gif, 200));
    expect(best?.renditionName).toBe('fixed_width');
    expect(best?.url).toBe(gif.images.fixed_width!.url);
  });

  it('setRenditionScaleUpMaxPixels changes the tolerance for every helper', () => {
    const h = getGifHeight(gif, 240);
    expect(getBestRendition(gif.images, 240, h)?.renditionName).toBe('fixed_width');
    setRenditionScaleUpMaxPixels(0);
    try {
      expect(getBestRendition(gif.images, 240, h)?.renditionName).not.toBe('fixed_width');
    } finally {
      setRenditionScaleUpMaxPixels(50);
    }
  });

  it('getBestRenditionUrl goes through the media policy: WebP where detected, else the GIF; still; mp4', () => {
    const h = getGifHeight(gif, 200);
    detected(true);
    expect(getBestRenditionUrl(gif, 200, h)).toBe(gif.images.fixed_width!.webp);
    expect(getBestRenditionUrl(gif, 200, h, { isStill: true })).toBe(gif.images.fixed_width_still!.url);
    expect(getBestRenditionUrl(gif, 200, h, { useVideo: true })).toBe(gif.images.fixed_width!.mp4);
    expect(getBestRenditionUrl(gif, 0, 0)).toBe('');
    detected(false);
    expect(getBestRenditionUrl(gif, 200, h)).toBe(gif.images.fixed_width!.url);
  });

  it('getBestRenditionUrl: a sticker never gets an MP4 (no transparency), its WebP instead', () => {
    detected(true);
    const url = getBestRenditionUrl(sticker, 200, 200, { useVideo: true });
    expect(url).toMatch(/\.webp(\?|$)/);
    expect(Object.values(sticker.images).map((rendition) => rendition?.webp)).toContain(url);
  });

  it('getBestRenditionUrl: never a URL that is not http(s)', () => {
    detected(true);
    const hostile = {
      ...gif,
      images: { fixed_width: { ...gif.images.fixed_width!, webp: 'javascript:alert(1)', url: 'data:image/gif,x' } },
    };
    expect(getBestRenditionUrl(hostile, 200, 112)).toBe('');
  });

  it('getSpecificRendition: the named rendition in the policy format', () => {
    detected(false);
    expect(getSpecificRendition(gif, 'fixed_height')).toBe(gif.images.fixed_height!.url);
    expect(getSpecificRendition(gif, 'fixed_height', true)).toBe(gif.images.fixed_height_still!.url);
    expect(getSpecificRendition(gif, 'nope')).toBe('');
    detected(true);
    expect(getSpecificRendition(gif, 'fixed_height')).toBe(gif.images.fixed_height!.webp);
    expect(getSpecificRendition(gif, 'fixed_height', false, true)).toBe(gif.images.fixed_height!.mp4);
  });

  it('getGifHeight / getGifWidth use the fixed_width aspect ratio', () => {
    const { width, height } = gif.images.fixed_width!;
    expect(getGifHeight(gif, 400)).toBe(Math.round(400 / (width / height)));
    expect(getGifWidth(gif, 100)).toBe(Math.round(100 * (width / height)));
    expect(getGifHeight({ images: {} }, 100)).toBe(0);
  });

  it('getBestVideo skips the source asset', () => {
    const video = {
      assets: {
        source: { url: 'https://m.test/s.mp4', width: 1920, height: 1080 },
        '360p': { url: 'https://m.test/360.mp4', width: 640, height: 360 },
        '720p': { url: 'https://m.test/720.mp4', width: 1280, height: 720 },
      },
    };
    expect(getBestVideo(video, 640, 360)?.url).toBe('https://m.test/360.mp4');
    expect(getBestVideo(undefined, 640, 360)).toBeUndefined();
  });

  it('getAltText falls back like GIPHY, without the stray spaces', () => {
    expect(getAltText({ id: 'a', images: {}, alt_text: 'A cat' })).toBe('A cat');
    expect(getAltText({ id: 'a', images: {}, username: 'me', tags: ['a', 'transparent', 'b'] })).toBe('me a b GIF');
    expect(getAltText({ id: 'a', images: {}, is_sticker: true })).toBe('Sticker');
  });

  it('getPingbackId is stable for the session and 16 characters long', () => {
    expect(getPingbackId()).toHaveLength(16);
    expect(getPingbackId()).toBe(getPingbackId());
  });

  it("take GIPHY's raw wire data (sizes as strings, is_sticker as 0/1) exactly as they take normalized GIFs", () => {
    const raw = search2024.data[0]!;
    expect(typeof raw.images.fixed_width.width).toBe('string'); // the recording is raw
    const wire = raw as unknown as Parameters<typeof getBestRenditionUrl>[0];
    const best = getBestRendition(gif.images, 200, 150)!;
    expect(getBestRendition(raw.images as never, 200, 150)).toMatchObject({
      renditionName: best.renditionName,
      url: best.url,
      width: best.width,
      height: best.height,
    });
    expect(getBestRenditionUrl(wire, 200, 150)).toBe(getBestRenditionUrl(gif, 200, 150));
    expect(getBestRenditionUrl(wire, 200, 150)).not.toBe('');
    expect(getBestRenditionUrl(wire, 200, 150, { isStill: true })).toBe(
      getBestRenditionUrl(gif, 200, 150, { isStill: true }),
    );
    expect(getGifHeight(wire, 200)).toBe(getGifHeight(gif, 200));
    expect(getGifHeight(wire, 200)).toBeGreaterThan(0);
    expect(getGifWidth(wire, 100)).toBe(getGifWidth(gif, 100));
    expect(getSpecificRendition(wire, 'fixed_width')).toBe(getSpecificRendition(gif, 'fixed_width'));
    expect(getAltText(wire)).toBe(getAltText(gif));
    const video = { assets: { '360p': { url: 'https://m.test/360.mp4', width: '640', height: '360' } } };
    expect(getBestVideo(video, 640, 360)).toMatchObject({ name: '360p', width: 640, height: 360 });
    expect(raw.images.fixed_width.width).toBe(search2024.data[0]!.images.fixed_width.width); // untouched
  });
});
