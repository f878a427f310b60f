/** Types of bench/lib/stats.mjs. */
export function median(values: number[]): number | undefined;
export function percentile(values: number[], p: number): number | undefined;
export function turnOrder<K extends string>(round: number, kits?: K[]): K[];
export function alternate<T, K extends string = 'gifkit' | 'giphy'>(
  rounds: number,
  sample: (kit: K, round: number) => T | Promise<T>,
  kits?: K[],
): Promise<Record<K, T[]>>;
export function seeded(seed: number): () => number;
export function opsPerSecond<I>(
  run: (input: I) => unknown,
  options?: { prepare?: () => I; minMs?: number },
): Promise<number>;
