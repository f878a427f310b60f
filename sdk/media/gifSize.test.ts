import { describe, expect, it } from 'vitest';
import { gifAspectRatio, gifHeight, gifWidth, renditionRatio } from './gifSize';

const gif = {
  images: {
    fixed_width: { url: 'fw.gif', width: 200, height: 150 },
    original: { url: 'o.gif', width: 500, height: 500 },
  },
};

describe('gifHeight / gifWidth', () => {
  it('scale by the fixed_width aspect ratio, rounded', () => {
    expect(gifAspectRatio(gif)).toBeCloseTo(4 / 3);
    expect(gifHeight(gif, 300)).toBe(225);
    expect(gifWidth(gif, 100)).toBe(133);
  });

  it('fall back to the original', () => {
    const noFixed = { images: { original: { url: 'o.gif', width: 480, height: 270 } } };
    expect(gifHeight(noFixed, 240)).toBe(135);
    expect(gifWidth(noFixed, 135)).toBe(240);
    const zeroFixed = { images: { fixed_width: { width: 0, height: 0 }, original: { width: 100, height: 50 } } };
    expect(gifHeight(zeroFixed, 100)).toBe(50);
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
