import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { isYoutubeId, isYoutubeUrl, youtubeEmbedUrl, youtubeVideoId } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('youtube ids and URLs', () => {
  it('accepts 11-character ids only', () => {
    expect(isYoutubeId(ID)).toBe(true);
    expect(isYoutubeId('a-b_c-d_e-f')).toBe(true);
    expect(isYoutubeId('short')).toBe(false);
    expect(isYoutubeId(`${ID}x`)).toBe(false);
    expect(isYoutubeId('dQw4w9WgXc!')).toBe(false);
  });

  it('finds the id in every common URL form', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://youtu.be/${ID}?t=3`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://youtube.com/shorts/${ID}`,
      `http://www.youtube.com/live/${ID}`,
    ]) {
      expect(youtubeVideoId(url)).toBe(ID);
    }
    expect(isYoutubeUrl(`https://youtu.be/${ID}`)).toBe(true);
    expect(isYoutubeUrl('https://vimeo.com/1')).toBe(false);
  });

  it('rejects other hosts and URLs without a valid id', () => {
    expect(() => youtubeVideoId('https://vimeo.com/76979871')).toThrow(/is not a youtube url/);
    expect(() => youtubeVideoId('https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ')).toThrow(/is not a youtube url/);
    expect(() => youtubeVideoId('not a url')).toThrow(ValidationError);
    expect(() => youtubeVideoId('https://www.youtube.com/watch?v=nope')).toThrow(/is not a valid video id/);
    expect(() => youtubeVideoId('https://www.youtube.com/feed/trending')).toThrow(/is not a valid video id/);
  });
});

describe('youtubeEmbedUrl', () => {
  it('builds the muted, looping, autoplaying embed URL', () => {
    const url = new URL(youtubeEmbedUrl(ID, { start: 42 }));
    expect(`${url.origin}${url.pathname}`).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      loop: '1',
      playlist: ID,
      playsinline: '1',
      fs: '0',
      rel: '0',
      volume: '0',
      mute: '1',
      enablejsapi: '1',
      start: '41',
    });
  });

  it('starts one whole second early, never before 0', () => {
    const start = (value?: number) => new URL(youtubeEmbedUrl(ID, { start: value })).searchParams.get('start');
    expect(start(10.7)).toBe('9');
    expect(start(1)).toBe('0');
    expect(start(0.4)).toBe('0');
    expect(start(-5)).toBe('0');
    expect(start(Number.NaN)).toBe('0');
    expect(start()).toBe('0');
  });

  it('adds the origin when given', () => {
    const url = new URL(youtubeEmbedUrl(ID, { origin: 'https://example.com' }));
    expect(url.searchParams.get('origin')).toBe('https://example.com');
  });

  it('rejects an invalid id with a ValidationError', () => {
    expect(() => youtubeEmbedUrl('"><script>')).toThrow(ValidationError);
    expect(() => youtubeEmbedUrl('abc')).toThrow(/"abc" is not a valid video id/);
  });
});
