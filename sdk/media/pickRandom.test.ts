import { describe, expect, it } from 'vitest';
import { pickRandom } from './pickRandom';

describe('pickRandom', () => {
  it('maps [0, 1) uniformly onto the items', () => {
    expect(pickRandom(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickRandom(['a', 'b', 'c'], () => 0.34)).toBe('b');
    expect(pickRandom(['a', 'b', 'c'], () => 0.999)).toBe('c');
  });

  it('clamps a misbehaving source instead of returning undefined', () => {
    expect(pickRandom(['a', 'b'], () => 1)).toBe('b');
    expect(pickRandom(['a', 'b'], () => 7)).toBe('b');
    expect(pickRandom(['a', 'b'], () => -1)).toBe('a');
    expect(pickRandom(['a', 'b'], () => Number.NaN)).toBe('a');
  });
});
