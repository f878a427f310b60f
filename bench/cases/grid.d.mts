/** Types of bench/cases/grid.mjs for its tests (the case itself runs from scripts/bench.mjs). */
export interface GridRunFrames {
  count: number;
  medianMs?: number;
  p95Ms?: number;
  over50: number;
  over50Pct?: number;
  dropped: number;
  seconds?: number;
  gaps: number[];
  durationMs: number;
  distancePx?: number;
}
export interface GridRun {
  kit: string;
  error?: string;
  frames: GridRunFrames;
  [figure: string]: unknown;
}
export function mergeRuns(runs: GridRun[]): GridRun & { rounds?: number; droppedPerRound?: number[] };
