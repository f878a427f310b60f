// The shipped stylesheet: every skin's CSS is in it, inside `@layer gifkit`, selecting only
// data-* attributes, with nothing fetched from elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleStyledCss, STYLED_CSS, styledCssImports } from './styledCss';

const root = path.resolve(import.meta.dirname, '..');
const cssFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(path.posix.join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [path.posix.join(dir, entry.name)]
        : [],
  );
/** The selectors of a stylesheet: the text before each `{` that is not an at-rule. */
const selectors = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('{')
    .slice(0, -1)
    .map((chunk) => chunk.split(/[;}]/).at(-1)!.trim())
    .filter((selector) => selector && !selector.startsWith('@') && !/^(from|to|\d+%)$/.test(selector));

describe('dist/styled.css', () => {
  it('imports every CSS file under styled/ (a skin whose CSS is left out fails here)', async () => {
    const imported = await styledCssImports(root);
    const present = cssFiles('styled').filter((file) => file !== STYLED_CSS);
    expect(present.length).toBeGreaterThan(1);
    expect([...imported].sort()).toEqual([...present].sort());
    expect(imported[0]).toBe('styled/base.css');
  });

  it('inlines each file once, leaving no @import behind', async () => {
    const bundle = await bundleStyledCss(root);
    expect(bundle).not.toMatch(/@import/);
    for (const file of await styledCssImports(root)) {
      const text = readFileSync(path.join(root, file), 'utf8').trim();
      expect(bundle.split(text)).toHaveLength(2);
    }
  });

  it.each(cssFiles('styled').filter((file) => file !== STYLED_CSS))(
    '%s: one @layer gifkit block, data-* selectors only, no remote assets',
    (file) => {
      const css = readFileSync(path.join(root, file), 'utf8');
      const code = css.replace(/\/\*[\s\S]*?\*\//g, '').trim();
      expect(code.startsWith('@layer gifkit {')).toBe(true);
      expect(code.endsWith('}')).toBe(true);
      expect(code.match(/@layer/g)).toHaveLength(1);
      expect(code).not.toMatch(/url\(|@font-face|!important/);
      for (const selector of selectors(code)) {
        // Part and state hooks only: no class or id selectors, no bare element selectors.
        expect(selector, `${file}: ${selector}`).not.toMatch(/(^|[\s>+~,(])[.#]/);
        // Element names only inside a skin's own markup (the spinner's dots, the mark's bold word).
        const elements =
          selector.replace(/\[[^\]]*\]|\((ltr|rtl|[\d\sn+-]+)\)/g, '').match(/(?<![:\w-])[a-z][a-z0-9-]*/g) ?? [];
        expect(
          elements.filter((name) => !['i', 'b'].includes(name)),
          `${file}: ${selector}`,
        ).toEqual([]);
      }
    },
  );
});
