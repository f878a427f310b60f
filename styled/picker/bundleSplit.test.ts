// The picker needs no React Query (an optional peer): its bundle carries none, and neither does
// gifkit/compat/react's SearchContextManager. It suggests trending searches only: bundled as an app would (the picker-styled bench
// task, built from source), it carries the trending-searches call and neither the tag
// (autocomplete) nor the channel lookup of the search box's suggestions.
import { expect, it } from 'vitest';
import { measureBundle } from '../../bench/measure.mjs';

it('the picker bundles no tag or channel lookup', { timeout: 60_000 }, async () => {
  const { code } = await measureBundle('bench/bundle/picker-styled.gifkit.tsx', { fromSource: true });
  expect(code).toContain('/v1/trending/searches');
  expect(code).not.toContain('/v1/gifs/search/tags');
  expect(code).not.toContain('/v1/channels/search');
});

it('the picker and the compat SearchContextManager bundle no React Query', { timeout: 60_000 }, async () => {
  const reactQuery = (inputs: Record<string, unknown>) =>
    Object.keys(inputs).filter((file) => file.includes('@tanstack'));
  const picker = await measureBundle('bench/bundle/picker-styled.gifkit.tsx', { fromSource: true });
  expect(Object.keys(picker.inputs)).toContain('styled/picker/GifPicker.tsx');
  expect(reactQuery(picker.inputs)).toEqual([]);
  const compat = await measureBundle(
    { contents: "export { SearchContextManager } from 'gifkit/compat/react';" },
    { fromSource: true },
  );
  expect(reactQuery(compat.inputs)).toEqual([]);
});
