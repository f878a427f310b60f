import { describe, expect, it } from 'vitest';
import { renditionUrl } from './renditionUrl';

describe('renditionUrl', () => {
  const rendition = { url: 'a.gif', webp: 'a.webp', mp4: 'a.mp4', width: 1, height: 1 };

  it('prefers MP4 for video, then WebP when supported, then the GIF', () => {
    expect(renditionUrl(rendition, { video: true })).toBe('a.mp4');
    expect(renditionUrl(rendition, { webp: true })).toBe('a.webp');
    expect(renditionUrl(rendition)).toBe('a.gif');
  });

  it("falls back to the GIF without WebP, and to '' without the file", () => {
    expect(renditionUrl({ url: 'b.gif', width: 1, height: 1 }, { webp: true })).toBe('b.gif');
    expect(renditionUrl({ url: 'b.gif', width: 1, height: 1 }, { video: true })).toBe('');
    expect(renditionUrl({ webp: 'b.webp', width: 1, height: 1 })).toBe('');
    expect(renditionUrl(undefined)).toBe('');
  });
});

describe('renditionUrl(gif, name)', () => {
  const file = (name: string) => ({
    url: `https://m.test/${name}.gif`,
    mp4: `https://m.test/${name}.mp4`,
    width: 1,
    height: 1,
  });
  const gif = { images: { downsized: file('downsized'), original: file('original'), fixed_width_still: file('fws') } };

  it('reads the named rendition, in the format asked for', () => {
    expect(renditionUrl(gif, 'downsized')).toBe('https://m.test/downsized.gif');
    expect(renditionUrl(gif, 'downsized', { video: true })).toBe('https://m.test/downsized.mp4');
    expect(renditionUrl(gif, 'fixed_width', { still: true })).toBe('https://m.test/fws.gif');
  });

  it("falls back to original, then to ''", () => {
    expect(renditionUrl(gif, 'fixed_height')).toBe('https://m.test/original.gif');
    expect(renditionUrl({ images: {} }, 'downsized')).toBe('');
    expect(renditionUrl({}, 'downsized')).toBe('');
  });

  it('never returns a hostile URL, even from data that skipped the normalizer', () => {
    const hostile = {
      images: {
        downsized: { url: 'javascript:alert(1)', width: 1, height: 1 },
        original: { url: ' javascript:alert(2)', mp4: 'data:video/mp4;base64,AA', width: 1, height: 1 },
      },
    };
    expect(renditionUrl(hostile, 'downsized')).toBe('');
    expect(renditionUrl(hostile, 'downsized', { video: true })).toBe('');
    const mixed = {
      images: { downsized: { url: '//evil.test/x.gif', width: 1, height: 1 }, original: file('original') },
    };
    expect(renditionUrl(mixed, 'downsized')).toBe('https://m.test/original.gif');
  });
});
