import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitEmbedSize, responsiveEmbedSize } from './embedSize';

describe('fitEmbedSize', () => {
  it('scales the longer side to 480, keeping the ratio', () => {
    expect(fitEmbedSize(1920, 1080)).toEqual({ width: 480, height: 270 });
    expect(fitEmbedSize(270, 480)).toEqual({ width: 270, height: 480 });
    expect(fitEmbedSize(200, 150)).toEqual({ width: 480, height: 360 });
    expect(fitEmbedSize(500, 500)).toEqual({ width: 480, height: 480 });
    expect(fitEmbedSize(499, 333)).toEqual({ width: 480, height: 320 });
  });

  it('never rounds a side down to 0, and gives unknown sizes the full square', () => {
    expect(fitEmbedSize(10000, 1)).toEqual({ width: 480, height: 1 });
    expect(fitEmbedSize(0, 100)).toEqual({ width: 480, height: 480 });
    expect(fitEmbedSize(Number.NaN, 100)).toEqual({ width: 480, height: 480 });
  });

  it('property: fits in 480×480, touches it, and keeps the ratio within rounding', () => {
    const side = fc.double({ min: 0.5, max: 10000, noNaN: true });
    fc.assert(
      fc.property(side, side, (w, h) => {
        const fitted = fitEmbedSize(w, h);
        expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true);
        expect(fitted.width).toBeLessThanOrEqual(480);
        expect(fitted.height).toBeLessThanOrEqual(480);
        expect(Math.max(fitted.width, fitted.height)).toBe(480);
        const scale = 480 / Math.max(w, h);
        // Each side is within half a pixel of the exact scaled size (or clamped up to 1 px).
        expect(Math.abs(fitted.width - w * scale) <= 0.5 || fitted.width === 1).toBe(true);
        expect(Math.abs(fitted.height - h * scale) <= 0.5 || fitted.height === 1).toBe(true);
      }),
    );
  });
});

describe('responsiveEmbedSize', () => {
  it('is full width with the height as a padding percentage', () => {
    expect(responsiveEmbedSize(1920, 1080)).toEqual({ width: '100%', paddingBottom: '56.25%' });
    expect(responsiveEmbedSize(300, 400)).toEqual({ width: '100%', paddingBottom: '133.3333%' });
    expect(responsiveEmbedSize(0, 0)).toEqual({ width: '100%', paddingBottom: '100%' });
  });
});
