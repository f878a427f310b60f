import { describe, expect, it } from 'vitest';
import { isSupportedProvider, normalizeProvider, parseVideoPageUrl } from './providers';

describe('providers', () => {
  it('supports youtube and vimeo only, in any case', () => {
    expect(isSupportedProvider('youtube')).toBe(true);
    expect(isSupportedProvider('YouTube')).toBe(true);
    expect(isSupportedProvider(' Vimeo ')).toBe(true);
    expect(isSupportedProvider('dailymotion')).toBe(false);
    expect(isSupportedProvider('')).toBe(false);
    expect(isSupportedProvider(undefined)).toBe(false);
    expect(isSupportedProvider(null)).toBe(false);
  });

  it('normalizes supported names', () => {
    expect(normalizeProvider('YOUTUBE')).toBe('youtube');
    expect(normalizeProvider('vimeo')).toBe('vimeo');
    expect(normalizeProvider('twitch')).toBeUndefined();
  });

  it('parses http(s) page URLs only, dropping www.', () => {
    expect(parseVideoPageUrl('https://www.YouTube.com/watch?v=x')?.host).toBe('youtube.com');
    expect(parseVideoPageUrl('http://vimeo.com/1')?.host).toBe('vimeo.com');
    expect(parseVideoPageUrl('javascript:alert(1)')).toBeUndefined();
    expect(parseVideoPageUrl('youtube.com/watch?v=x')).toBeUndefined();
    expect(parseVideoPageUrl('')).toBeUndefined();
  });
});
