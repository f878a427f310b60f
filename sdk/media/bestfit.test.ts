import { describe, expect, it } from 'vitest';
import { bestfit, hasSize, isPositiveSize } from './bestfit';
import type { Rendition } from './types';

describe('bestfit', () => {
  it('picks the item whose area ratio is closest to 1', () => {
    const items = [
      { width: 100, height: 100 },
      { width: 200, height: 200 },
      { width: 480, height: 480 },
    ];
    expect(bestfit(items, 210, 210)).toBe(items[1]);
    expect(bestfit(items, 400, 400)).toBe(items[2]);
  });

  it('lets an item be exactly 50 px smaller per dimension, but not 51', () => {
    const small = { width: 150, height: 150 };
    const big = { width: 1000, height: 1000 };
    expect(bestfit([small, big], 200, 200)).toBe(small);
    expect(bestfit([small, big], 201, 200)).toBe(big);
  });

  it('falls back to the largest area when every item is too small', () => {
    const items = [
      { width: 100, height: 50 },
      { width: 60, height: 100 },
      { width: 20, height: 20 },
    ];
    expect(bestfit(items, 1000, 1000)).toBe(items[1]);
  });

  it('keeps the earlier item on a tie', () => {
    const first = { width: 100, height: 200 };
    const second = { width: 200, height: 100 };
    expect(bestfit([first, second], 150, 150)).toBe(first);
    expect(bestfit([second, first], 150, 150)).toBe(second);
  });

  it('honours a custom tolerance', () => {
    const items = [
      { width: 100, height: 100 },
      { width: 400, height: 400 },
    ];
    expect(bestfit(items, 200, 200, 0)).toBe(items[1]);
    expect(bestfit(items, 200, 200, 100)).toBe(items[0]);
  });

  it('returns undefined for no items or a box without a positive size', () => {
    expect(bestfit([], 100, 100)).toBeUndefined();
    const items = [{ width: 10, height: 10 }];
    expect(bestfit(items, 0, 100)).toBeUndefined();
    expect(bestfit(items, 100, Number.NaN)).toBeUndefined();
    expect(bestfit(items, -5, 100)).toBeUndefined();
  });
});

describe('isPositiveSize', () => {
  it('accepts finite positive numbers only', () => {
    expect(isPositiveSize(1)).toBe(true);
    expect(isPositiveSize(0.5)).toBe(true);
    expect(isPositiveSize(0)).toBe(false);
    expect(isPositiveSize(-1)).toBe(false);
    expect(isPositiveSize(Number.NaN)).toBe(false);
    expect(isPositiveSize(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isPositiveSize('200')).toBe(false);
  });
});

describe('hasSize', () => {
  it('needs a positive width and height', () => {
    expect(hasSize({ url: 'a.gif', width: 200, height: 100 } as Rendition)).toBe(true);
    expect(hasSize({ width: 200, height: 0 })).toBe(false);
    expect(hasSize({ width: Number.NaN, height: 100 })).toBe(false);
    expect(hasSize({ url: 'a.gif' } as Partial<Rendition>)).toBe(false);
    expect(hasSize(undefined)).toBe(false);
  });
});
