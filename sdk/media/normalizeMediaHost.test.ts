import { describe, expect, it } from 'vitest';
import { MEDIA_HOST, normalizeMediaHost } from './normalizeMediaHost';

describe('normalizeMediaHost', () => {
  it('rewrites numbered media hosts, keeping path and query', () => {
    expect(MEDIA_HOST).toBe('media.giphy.com');
    expect(normalizeMediaHost('https://media0.giphy.com/media/abc/giphy.gif')).toBe(
      'https://media.giphy.com/media/abc/giphy.gif',
    );
    expect(normalizeMediaHost('https://media4.giphy.com/media/abc/200w.webp?cid=123&rid=200w.webp&ct=g')).toBe(
      'https://media.giphy.com/media/abc/200w.webp?cid=123&rid=200w.webp&ct=g',
    );
    expect(normalizeMediaHost('http://MEDIA12.giphy.com/media/v1.Y2lk/abc/giphy.mp4#t=1')).toBe(
      'http://media.giphy.com/media/v1.Y2lk/abc/giphy.mp4#t=1',
    );
    expect(normalizeMediaHost('//media3.giphy.com/media/abc/giphy.gif')).toBe('//media.giphy.com/media/abc/giphy.gif');
  });

  it('leaves every other URL alone', () => {
    for (const url of [
      'https://media.giphy.com/media/abc/giphy.gif',
      'https://i.giphy.com/abc.webp',
      'https://media1.giphy.com.evil.example/x.gif',
      'https://example.com/?u=https://media1.giphy.com/x.gif',
      'https://mediax.giphy.com/x.gif',
      'not a url',
      '',
    ]) {
      expect(normalizeMediaHost(url)).toBe(url);
    }
  });
});
