/**
 * Uniform choice from a list with an injectable random source, so callers (and tests) control
 * randomness and nothing is kept between calls.
 */

/**
 * One item of a non-empty list, each with the same chance given a uniform `random` in [0, 1).
 * Out-of-range or `NaN` values from a custom source are clamped instead of yielding `undefined`.
 */
export function pickRandom<T>(items: readonly [T, ...T[]], random: () => number = Math.random): T {
  const value = random();
  const index = Number.isFinite(value) ? Math.floor(value * items.length) : 0;
  return items[Math.min(items.length - 1, Math.max(0, index))] as T;
}
