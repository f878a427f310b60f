// A carousel shows the list strings only (its label, loading, results, errors): bundled as an
// app would (the carousel bench task, built from source), it carries none of the video's or the
// search box's default strings.
import { expect, it } from 'vitest';
import { measureBundle } from '../../bench/measure.mjs';

it('the carousel bundles the list strings and no other table', { timeout: 60_000 }, async () => {
  const { code } = await measureBundle('bench/bundle/carousel.gifkit.tsx', { fromSource: true });
  expect(code).toContain('Error loading GIFs.');
  expect(code).not.toContain('Playback progress');
  expect(code).not.toContain('Search suggestions');
});
