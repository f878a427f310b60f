/**
 * Statistics for the bench: medians and percentiles of samples, and the order in which the
 * two kits take turns (alternating every round, so neither always runs on a warmer machine).
 */

/** The median of a list of numbers (undefined for an empty list). */
export function median(values) {
  return percentile(values, 50);
}

/** The p-th percentile (nearest rank, 0–100) of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Which kit goes first in `round`: gifkit in even rounds, GIPHY in odd ones. */
export function turnOrder(round, kits = ['gifkit', 'giphy']) {
  return round % 2 === 0 ? kits : [...kits].reverse();
}

/**
 * Runs `sample(kit, round)` for every kit in every round, alternating who goes first, and
 * returns the samples per kit.
 */
export async function alternate(rounds, sample, kits = ['gifkit', 'giphy']) {
  const samples = Object.fromEntries(kits.map((kit) => [kit, []]));
  for (let round = 0; round < rounds; round++) {
    for (const kit of turnOrder(round, kits)) samples[kit].push(await sample(kit, round));
  }
  return samples;
}

/** A deterministic pseudo-random generator (mulberry32), so both kits face the same "random" latencies. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Times `run(input)` repeatedly, `prepare()` giving each call a fresh input outside the timed
 * region, until `minMs` of measured time; returns operations per second.
 */
export async function opsPerSecond(run, { prepare = () => undefined, minMs = 250 } = {}) {
  let elapsed = 0;
  let ops = 0;
  while (elapsed < minMs) {
    const input = prepare();
    const start = performance.now();
    await run(input);
    elapsed += performance.now() - start;
    ops++;
  }
  return (ops * 1000) / elapsed;
}
