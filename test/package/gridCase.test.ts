/** The grid case's picker columns: a kit's repeated scrolls are judged together. */
import { describe, expect, it } from 'vitest';
import { mergeRuns } from '../../bench/cases/grid.mjs';

const VSYNC = 1000 / 60;
const run = (gaps: number[], extra = {}) => ({
  kit: 'gifkit',
  loaded: { elements: 87 },
  frames: { count: gaps.length, over50: 0, dropped: -1, gaps, durationMs: gaps.reduce((a, b) => a + b, 0) },
  ...extra,
});

describe('mergeRuns', () => {
  it("counts every scroll's frames: dropped frames summed, percentiles over all of them", () => {
    const merged = mergeRuns([
      run([VSYNC, VSYNC, 2 * VSYNC]), // one dropped
      run([VSYNC, 3 * VSYNC, 60]), // two, then three dropped (60 ms is about 3.6 intervals)
      run([], { error: 'page error: boom' }),
    ]);
    expect(merged.frames.count).toBe(6);
    expect(merged.frames.dropped).toBe(1 + 2 + 3);
    expect(merged.frames.over50).toBe(1);
    expect(merged.frames.medianMs).toBeCloseTo(VSYNC, 1);
    expect(merged.frames.p95Ms).toBe(60);
    expect(merged.rounds).toBe(2);
    expect(merged.droppedPerRound).toEqual([1, 5]);
    expect(merged.loaded).toEqual({ elements: 87 });
  });
});
