import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { isVimeoId, isVimeoUrl, vimeoPlayerUrl, vimeoVideoId } from './vimeo';

describe('vimeo ids and URLs', () => {
  it('accepts numeric ids only', () => {
    expect(isVimeoId('76979871')).toBe(true);
    expect(isVimeoId('')).toBe(false);
    expect(isVimeoId('12a')).toBe(false);
  });

  it('finds the id in every common URL form', () => {
    for (const url of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/76979871?share=copy',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/groups/shortfilms/videos/76979871',
      'https://player.vimeo.com/video/76979871?h=abc',
      'https://vimeo.com/76979871/8a1b2c3d4e',
    ]) {
      expect(vimeoVideoId(url)).toBe('76979871');
    }
    expect(isVimeoUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isVimeoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(false);
  });

  it('rejects other hosts and URLs without an id', () => {
    expect(() => vimeoVideoId('https://youtu.be/dQw4w9WgXcQ')).toThrow(/is not a vimeo url/);
    expect(() => vimeoVideoId('https://notvimeo.com/1')).toThrow(/is not a vimeo url/);
    expect(() => vimeoVideoId('https://vimeo.com/channels/staffpicks')).toThrow(/is not a valid video id/);
  });
});

describe('vimeoPlayerUrl', () => {
  it('builds the muted, autoplaying player URL with the given colour', () => {
    expect(vimeoPlayerUrl('76979871', { color: '#00CCFF' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&byline=false&color=00ccff&loop=false&title=false&muted=1',
    );
    expect(vimeoPlayerUrl('1', { color: 'f0f' })).toContain('color=f0f');
  });

  it('omits the colour when none is given', () => {
    expect(vimeoPlayerUrl('1')).toBe(
      'https://player.vimeo.com/video/1?autoplay=1&byline=false&loop=false&title=false&muted=1',
    );
  });

  it('rejects an invalid id or colour with a ValidationError', () => {
    expect(() => vimeoPlayerUrl('abc')).toThrow(/"abc" is not a valid video id/);
    expect(() => vimeoPlayerUrl('1', { color: 'red' })).toThrow(ValidationError);
    expect(() => vimeoPlayerUrl('1', { color: '#12345' })).toThrow(/is not a hex colour/);
  });
});
