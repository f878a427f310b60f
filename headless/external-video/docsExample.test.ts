// The headless external-video example in docs/headless.md is the component its Chromium test
// renders (useExternalVideo.browser.test.tsx, between `// docs:begin` and `// docs:end`), so
// the test exercises exactly what the docs show.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

it('docs/headless.md shows the component the browser test renders', () => {
  const docs = read('../../docs/headless.md');
  const section = docs.slice(docs.indexOf('## External video'));
  const block = /```tsx\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const [importLine, ...body] = block.trimEnd().split('\n');
  const test = read('./useExternalVideo.browser.test.tsx');
  const tested = /\/\/ docs:begin\n([\s\S]*?)\/\/ docs:end/.exec(test)?.[1] ?? '';
  // The docs export the component (a docs block must use what it declares); a test file may not.
  expect(
    body
      .join('\n')
      .trim()
      .replace(/^export /, ''),
  ).toBe(tested.trim());
  expect(body.length).toBeGreaterThan(10);
  expect(test).toContain(`// docs: ${importLine}`);
});
