import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './imageSrcSet';

describe('imageSrcSet', () => {
  it('maps fixed_width, a ≤480 original and downsized_large to them', () => {
    const images = {
      fixed_width: { url: 'https://m.test/fw.gif', webp: 'https://m.test/fw.webp', width: 200, height: 150 },
      original: { url: 'https://m.test/o.gif', webp: 'https://m.test/o.webp', width: 480, height: 360 },
      downsized_large: { url: 'https://m.test/dl.gif', width: 800, height: 600 },
    };
    expect(imageSrcSet({ images })).toBe(
      'https://m.test/fw.gif 200w, https://m.test/o.gif 480w, https://m.test/dl.gif 500w',
    );
    expect(imageSrcSet({ images }, { webp: true })).toBe(
      'https://m.test/fw.webp 200w, https://m.test/o.webp 480w, https://m.test/dl.gif 500w',
    );
  });

  it('puts a wider original at 500w when there is no downsized_large', () => {
    const images = {
      fixed_width: { url: 'https://m.test/fw.gif', width: 200, height: 150 },
      original: { url: 'https://m.test/o.gif', width: 640, height: 480 },
    };
    expect(imageSrcSet({ images })).toBe('https://m.test/fw.gif 200w, https://m.test/o.gif 500w');
  });

  it('never lists a URL twice', () => {
    const images = {
      original: { url: 'https://m.test/giphy.gif', width: 300, height: 300 },
      downsized_large: { url: 'https://m.test/giphy.gif', width: 300, height: 300 },
    };
    expect(imageSrcSet({ images })).toBe('https://m.test/giphy.gif 480w');
  });

  it("skips missing renditions and files, and is '' with nothing", () => {
    expect(imageSrcSet({ images: { fixed_width: { url: 'https://m.test/fw.gif', width: 200, height: 100 } } })).toBe(
      'https://m.test/fw.gif 200w',
    );
    expect(imageSrcSet({ images: { fixed_width: { mp4: 'fw.mp4', width: 200, height: 100 } } })).toBe('');
    expect(imageSrcSet({ images: { original: { url: 'https://m.test/o.gif', width: 0, height: 0 } } })).toBe('');
    expect(imageSrcSet({ images: {} })).toBe('');
  });

  it('leaves out URLs that are not http(s) or that hold whitespace (they would add a srcset candidate)', () => {
    const images = {
      fixed_width: { url: 'javascript:alert(1)', width: 200, height: 150 },
      original: { url: 'https://m.test/o.gif 1x, data:image/svg+xml,x', width: 480, height: 360 },
      downsized_large: { url: 'https://m.test/dl.gif', width: 800, height: 600 },
    };
    expect(imageSrcSet({ images })).toBe('https://m.test/dl.gif 500w');
  });
});
