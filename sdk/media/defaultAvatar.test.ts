import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATARS, defaultAvatar } from './defaultAvatar';

describe('defaultAvatar', () => {
  it('gives each default the same share of the random range', () => {
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 1000; i++) {
      const url = defaultAvatar({ random: () => i / 1000 });
      counts[DEFAULT_AVATARS.indexOf(url as never)]! += 1;
    }
    expect(counts).toEqual([200, 200, 200, 200, 200]);
  });

  it('works with the default random source', () => {
    expect(DEFAULT_AVATARS).toContain(defaultAvatar());
  });
});
