import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { embedCode } from './embedCode';

const gif = {
  id: 'abc',
  title: 'Cats',
  images: { original: { url: 'https://media.giphy.com/media/abc/giphy.gif', width: 400, height: 225 } },
};

describe('embedCode', () => {
  it('fits the frame into 480×480 keeping the aspect ratio, with a title', () => {
    expect(embedCode(gif)).toBe(
      '<iframe src="https://giphy.com/embed/abc" title="Cats" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen width="480" height="270" style="border:0"></iframe>',
    );
  });

  it('uses the GIF embed_url, and a square for an unknown size', () => {
    const code = embedCode({ id: 'x', embed_url: 'https://giphy.com/embed/x2', images: {} });
    expect(code).toContain('src="https://giphy.com/embed/x2"');
    expect(code).toContain('width="480" height="480"');
  });

  it('builds the responsive variant from the aspect ratio', () => {
    const code = embedCode(gif, { responsive: true });
    expect(code).toMatch(/^<div style="width:100%;height:0;padding-bottom:56.25%;position:relative"><iframe /);
    expect(code).toContain('width="100%" height="100%"');
  });

  it('escapes every attribute value', () => {
    const code = embedCode(
      { ...gif, title: '"><script>alert(1)</script>' },
      { src: 'https://example.com/embed?a=1&b="2"' },
    );
    expect(code).not.toContain('<script>');
    expect(code).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(code).toContain('src="https://example.com/embed?a=1&amp;b=&quot;2&quot;"');
  });

  it('refuses a frame URL that is not http(s)', () => {
    expect(() => embedCode(gif, { src: 'javascript:alert(1)' })).toThrow(ValidationError);
    expect(() => embedCode({ ...gif, embed_url: 'data:text/html,x' })).toThrow(ValidationError);
  });

  it('passes the host origin to the embed page for the bridge', () => {
    expect(embedCode(gif, { hostOrigin: 'https://host.example/page' })).toContain(
      'src="https://giphy.com/embed/abc?origin=https%3A%2F%2Fhost.example"',
    );
  });
});
