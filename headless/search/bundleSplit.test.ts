// A page that uses only the headless `<SearchField>` (bundled as an app would, from source)
// carries no combobox: downshift comes in with `<SearchBox>` and its suggestion list only.
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../../bench/measure.mjs';

const inputs = async (contents: string) =>
  Object.keys((await measureBundle({ contents }, { fromSource: true })).inputs);

describe('bundle split', () => {
  it('a page with only <SearchField> bundles no downshift; <SearchBox> does', { timeout: 60_000 }, async () => {
    const field = await inputs("export { SearchField, SearchProvider } from 'gifkit/headless';");
    expect(field).toContain('headless/search/SearchField.tsx');
    expect(field.filter((file) => file.includes('downshift'))).toEqual([]);
    const box = await inputs("export { SearchBox, SearchProvider } from 'gifkit/headless';");
    expect(box.some((file) => file.includes('downshift'))).toBe(true);
  });
});
