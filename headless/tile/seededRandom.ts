/**
 * A deterministic "random" source per GIF: the placeholder colour and default avatar are
 * picked from the GIF id, so a server render and the hydrating client pick the same ones
 * (no hydration mismatch) while neighbouring tiles still differ.
 */

import { fnv1a } from '../../sdk/hash';

/** Uniform-looking numbers in [0, 1) derived from `seed` (FNV-1a, then a xorshift per call). */
export function seededRandom(seed: string): () => number {
  let state = fnv1a(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x100000000;
  };
}
