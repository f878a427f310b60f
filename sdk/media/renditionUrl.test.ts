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
