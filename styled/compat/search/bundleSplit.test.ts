// GIPHY's search components pay for what they show, as GIPHY's do: an app with
// SearchContextManager + SearchBar + SuggestionBar (bundled as an app would, from source)
// carries no combobox (the bar lists no suggestions) and no React Query client or observers
// (trending searches are one call; the provider only reads a QueryClient if an app has one),
// while the styled SearchBox, which lists suggestions, does bring downshift.
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../../../bench/measure.mjs';

const inputs = async (contents: string) =>
  Object.keys((await measureBundle({ contents }, { fromSource: true })).inputs);

describe('bundle split', () => {
  it('the compat search bundles no downshift and no React Query runtime', { timeout: 60_000 }, async () => {
    const compat = await inputs(
      "export { SearchBar, SearchContextManager, SuggestionBar } from 'gifkit/compat/react';",
    );
    expect(compat).toContain('styled/compat/search/SearchBar.tsx');
    expect(
      compat.filter((file) => /downshift|query-core\/.*\/(queryClient|queryObserver|query)\.js$/.test(file)),
    ).toEqual([]);
    const box = await inputs("export { SearchBox } from 'gifkit/styled';");
    expect(box.some((file) => file.includes('downshift'))).toBe(true);
  });
});
