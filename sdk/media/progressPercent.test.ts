import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressPercent } from './progressPercent';

describe('progressPercent', () => {
  it('is the played share as a percentage', () => {
    expect(progressPercent(0, 20)).toBe(0);
    expect(progressPercent(5, 20)).toBe(25);
    expect(progressPercent(20, 20)).toBe(100);
  });

  it('snaps to 100 past 98% for clips under 10 s only', () => {
    expect(progressPercent(4.95, 5)).toBe(100);
    expect(progressPercent(4.85, 5)).toBeCloseTo(97);
    expect(progressPercent(9.9, 10)).toBe(99);
    expect(progressPercent(19.8, 20)).toBeCloseTo(99);
  });

  it('clamps, and is 0 for a zero, negative or NaN duration', () => {
    expect(progressPercent(30, 20)).toBe(100);
    expect(progressPercent(-3, 20)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
    expect(progressPercent(3, -1)).toBe(0);
    expect(progressPercent(3, Number.NaN)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
    expect(progressPercent(3, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('property: always within 0–100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (time, duration) => {
        const percent = progressPercent(time, duration);
        return percent >= 0 && percent <= 100;
      }),
    );
  });
});
