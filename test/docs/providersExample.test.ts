// docs/providers.md's "Write your own source" is the example source the contract suite runs
// (test/support/acmeSource.ts between `// docs:begin` and `// docs:end`, with its `// docs:`
// imports), so the docs show exactly the source that keeps the contract, in under 40 lines.
import { expect, it } from 'vitest';
import { docsBlock, testedBlock } from '../support/docsExample';

it('docs/providers.md shows the example source the contract suite runs, in under 40 lines', () => {
  const docs = docsBlock(new URL('../../docs/providers.md', import.meta.url), '## Write your own source', 'ts');
  const tested = testedBlock(new URL('../support/acmeSource.ts', import.meta.url));
  const body = tested.body.replace(/^export /gm, '');
  expect(body).toBe(docs.body);
  expect(tested.imports).toEqual(docs.imports);
  expect([...docs.imports, ...docs.body.split('\n')].length).toBeLessThan(40);
});
