// The search box is gifkit's own combobox: the grid-search bench task (grid, search box, hooks
// and client), bundled from source as an app would, carries no combobox library and stays
// within its target, 0.95 × GIPHY's search bar + grid (39,780 B gzip, size-budgets.json).
import { describe, expect, it } from 'vitest';
import { measureBundle, ownerOf, readJson } from '../../bench/measure.mjs';

describe('grid + search box bundle', () => {
  it('holds only gifkit, React Query and React (external)', { timeout: 60_000 }, async () => {
    const measured = await measureBundle('bench/bundle/grid-search.gifkit.tsx', { fromSource: true });
    const packages = new Set(
      Object.keys(measured.inputs)
        .map(ownerOf)
        .filter((owner) => !owner.includes('/') || owner.startsWith('@')),
    );
    expect([...packages].filter((name) => name !== 'entry').sort()).toEqual([
      '@tanstack/query-core',
      '@tanstack/react-query',
    ]);
    expect(Object.keys(measured.inputs)).toContain('headless/search/searchBoxReducer.ts');
    const { tasks } = readJson('size-budgets.json') as { tasks: { id: string; target?: number }[] };
    const target = tasks.find((task) => task.id === 'grid-search')?.target;
    expect(measured.gzip).toBeLessThanOrEqual(target!);
  });
});
