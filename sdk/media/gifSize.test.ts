import { describe, expect, it } from 'vitest';
import { gifAspectRatio, gifHeight, gifWidth, renditionRatio } from './gifSize';

const gif = {
  images: {
    fixed_width: { url: 'fw.gif', width: 200, height: 150 },
    original: { url: 'o.gif', width: 500, height: 500 },
  },
};

describe('gifHeight / gifWidth', () => {
  it("scale by the original's aspect ratio (every rendition is scaled from it), rounded", () => {
    const wide = {
      images: {
        // A rendition rounded differently from the original must not move the layout.
        fixed_width: { url: 'fw.gif', width: 200, height: 113 },
        original: { url: 'o.gif', width: 480, height: 270 },
      },
    };
    expect(gifAspectRatio(wide)).toBeCloseTo(16 / 9);
    expect(gifHeight(wide, 320)).toBe(180);
    expect(gifWidth(wide, 90)).toBe(160);
  });

  it('fall back to fixed_width, fixed_height, then downsized', () => {
    const noOriginal = { images: { fixed_width: { url: 'fw.gif', width: 200, height: 150 } } };
    expect(gifHeight(noOriginal, 300)).toBe(225);
    const zeroOriginal = { images: { original: { width: 0, height: 0 }, fixed_height: { width: 100, height: 50 } } };
    expect(gifHeight(zeroOriginal, 100)).toBe(50);
    expect(gifAspectRatio({ images: { downsized: { width: 300, height: 100 } } })).toBe(3);
  });

  it('are 0, never NaN, when the size is unknown', () => {
    expect(gifHeight({ images: {} }, 200)).toBe(0);
    expect(gifWidth({ images: {} }, 200)).toBe(0);
    expect(gifHeight({ images: { fixed_width: { width: 200, height: 0 } } }, 200)).toBe(0);
    expect(gifHeight(gif, Number.NaN)).toBe(0);
    expect(gifWidth(gif, 0)).toBe(0);
    expect(gifAspectRatio({ images: {} })).toBe(0);
  });
});

describe('renditionRatio', () => {
  it('reads the first named rendition with a size, in the order given', () => {
    expect(renditionRatio(gif, ['original', 'fixed_width'])).toBe(1);
    expect(renditionRatio(gif, ['downsized', 'fixed_width'])).toBeCloseTo(4 / 3);
    expect(renditionRatio(gif, ['downsized'])).toBe(0);
  });
});
