// The headless examples of docs/headless.md that a Chromium test renders: each docs block is the
// component between `// docs:begin` and `// docs:end` of its test (imports and `export ` aside),
// so the tests exercise exactly what the docs show.
import { describe, expect, it } from 'vitest';
import { docsBlock, testedBlock } from '../support/docsExample';

const EXAMPLES = [
  { heading: '## A recent-GIFs row', test: '../../headless/recent/useRecentGifs.browser.test.tsx' },
  { heading: '## A GIF picker', test: '../../headless/picker/usePicker.browser.test.tsx' },
  { heading: '## External video', test: '../../headless/external-video/useExternalVideo.browser.test.tsx' },
];

describe('docs/headless.md examples are what the browser tests render', () => {
  it.each(EXAMPLES)('$heading', ({ heading, test }) => {
    const docs = docsBlock(new URL('../../docs/headless.md', import.meta.url), heading);
    const tested = testedBlock(new URL(test, import.meta.url));
    expect(docs.body.split('\n').length).toBeGreaterThan(10);
    expect(tested.body).toBe(docs.body);
    expect(tested.imports).toEqual(docs.imports);
  });
});
