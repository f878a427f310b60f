/**
 * One aspect-ratio rule: the grid lays a tile out with `gifAspectRatio` (gifkit), `original`
 * first, square when nothing has a size; the deprecated `gridAspectRatio` (gifkit/headless) is
 * the same number and warns once in development, never in production.
 */
import { describe, expect, it, vi } from 'vitest';
import { gifAspectRatio } from '../../sdk';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import { gridAspectRatio } from '../index';

const gif = {
  images: {
    fixed_width: { url: 'https://media.giphy.com/fw.gif', width: 200, height: 113 },
    original: { url: 'https://media.giphy.com/o.gif', width: 480, height: 270 },
  },
};
const deprecations = watchDeprecations();

describe('gridAspectRatio (deprecated): gifAspectRatio(gif) || 1', () => {
  it('in production: the same number, no warning', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(gridAspectRatio(gif)).toBe(gifAspectRatio(gif));
    expect(gridAspectRatio({ images: {} })).toBe(1);
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same number, and one warning naming what to use', () => {
    expect(gridAspectRatio(gif)).toBeCloseTo(16 / 9);
    expect(gridAspectRatio({ images: {} })).toBe(1);
    expect(deprecations()).toEqual([expect.stringContaining("gifAspectRatio(gif) || 1 from 'gifkit'")]);
  });
});
