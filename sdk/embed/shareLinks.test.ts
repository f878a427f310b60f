import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  it('encodes the GIF page (and image for Pinterest) into each network URL', () => {
    const links = shareLinks('https://giphy.com/gifs/a?b=1&c', 'https://media.giphy.com/a.gif');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c',
    );
    expect(links.twitter).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fgiphy.com%2Fgifs%2Fa%3Fb%3D1%26c');
    expect(links.pinterest).toContain('&media=https%3A%2F%2Fmedia.giphy.com%2Fa.gif');
    expect(links.tumblr).toContain('canonicalUrl=https%3A%2F%2Fgiphy.com');
    expect(links.reddit).toContain('submit?url=https%3A%2F%2Fgiphy.com');
  });

  it('gives nothing for an unsafe page URL', () => {
    expect(shareLinks('javascript:alert(1)')).toEqual({});
  });
});
