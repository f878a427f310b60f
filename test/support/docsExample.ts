/**
 * A docs example that a test renders: the first `tsx` block under a heading of a Markdown file,
 * and the lines of a test file between `// docs:begin` and `// docs:end`. A test compares the
 * two (imports and `export ` aside: a docs block exports what it declares, a test file need not),
 * so what the docs show is exactly what the test exercises.
 */
import { readFileSync } from 'node:fs';

/** The code of the first `tsx` (or `language`) block after `heading` in `markdown` (a URL of the file). */
export function docsBlock(markdown: URL, heading: string, language = 'tsx'): { imports: string[]; body: string } {
  const docs = readFileSync(markdown, 'utf8');
  const section = docs.slice(docs.indexOf(`\n${heading}\n`));
  const lines = (new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section)?.[1] ?? '').trimEnd().split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const body = lines
    .filter((line) => !line.startsWith('import '))
    .map((line) => line.replace(/^export /, ''))
    .join('\n')
    .trim();
  return { imports, body };
}

/** The lines of `testFile` between `// docs:begin` and `// docs:end`, and its `// docs: import …` lines. */
export function testedBlock(testFile: URL): { imports: string[]; body: string } {
  const test = readFileSync(testFile, 'utf8');
  const body = (/\/\/ docs:begin\n([\s\S]*?)\/\/ docs:end/.exec(test)?.[1] ?? '').trim();
  const imports = [...test.matchAll(/^\/\/ docs: (import .*)$/gm)].map((match) => match[1]!);
  return { imports, body };
}
