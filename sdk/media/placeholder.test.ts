import { describe, expect, it } from 'vitest';
import { BRAND_COLORS, CHECKERBOARD_BACKGROUND, placeholder } from './placeholder';

describe('placeholder', () => {
  it('picks each colour for an equal share of the random range', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const result = placeholder({ is_sticker: false }, { random: () => i / 500 });
      if (result.kind !== 'color') throw new Error('expected a colour');
      expect(result.background).toBe(result.color);
      counts.set(result.color, (counts.get(result.color) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual([100, 100, 100, 100, 100]);
  });

  it('gives stickers a gradient checkerboard and no colour', () => {
    expect(placeholder({ is_sticker: true }, { random: () => 0 })).toEqual({
      kind: 'checkerboard',
      background: CHECKERBOARD_BACKGROUND,
    });
    expect(CHECKERBOARD_BACKGROUND).toMatch(/gradient\(/);
    expect(CHECKERBOARD_BACKGROUND).not.toMatch(/url\(/);
  });

  it('works without an injected random source', () => {
    const result = placeholder({});
    expect(result.kind).toBe('color');
    expect(BRAND_COLORS).toContain(result.background);
  });
});
