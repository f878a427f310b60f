/** Types of scripts/ensure-chromium.mjs. */
export const CANDIDATES: readonly string[];

/** The machine as `ensureChromium` sees it; tests replace any part. */
export interface Machine {
  env: Record<string, string | undefined>;
  candidates: readonly string[];
  exists: (path: string) => boolean;
  isRoot: () => boolean;
  hasApt: () => boolean;
  run: (cmd: string, args: string[], env?: Record<string, string>) => unknown;
  log: (line: string) => void;
  error: (line: string) => void;
}

export const system: Machine;
export const INSTRUCTIONS: string;
export function findChromium(machine?: Partial<Machine>): string | undefined;
export function ensureChromium(machine?: Partial<Machine>): string;
export function main(machine?: Partial<Machine>): 0 | 1;
