/** Types of bench/lib/install.mjs. */
export const BENCH: string;
/** Runs `npm ci` in bench/ when its install is missing or stale (true when it ran); throws if it fails. */
export function installBenchDeps(options?: { stdio?: 'inherit' | 'pipe' | 'ignore' }): boolean;
