// The shipped stylesheet: every skin's CSS is in it, inside `@layer gifkit`, selecting only
// data-* attributes, with nothing fetched from elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSkinCss, bundleStyledCss, SHARED_CSS, SKIN_CSS, STYLED_CSS, styledCssImports } from './styledCss.mjs';

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

describe('dist/styled/<skin>.css', () => {
  const skinFolders = cssFiles('styled')
    .filter((file) => file !== STYLED_CSS && file !== 'styled/base.css' && !file.startsWith('styled/shared/'))
    .map((file) => file.split('/')[1]!);
  /** A skin's own CSS file, or a shared part's. */
  const cssFileOf = (name: string) =>
    SHARED_CSS.includes(name) ? `styled/shared/${name}.css` : `styled/${name}/${name}.css`;

  it('one per skin folder with CSS; the shared parts are the CSS files of styled/shared/', () => {
    expect(Object.keys(SKIN_CSS).sort()).toEqual([...skinFolders].sort());
    expect(cssFiles('styled/shared').sort()).toEqual(SHARED_CSS.map(cssFileOf).sort());
  });

  it.each(Object.keys(SKIN_CSS))(
    '%s: the tokens, the skins it renders and its own rules, in @layer gifkit',
    async (skin) => {
      const css = await bundleSkinCss(root, skin);
      const own = (name: string) => readFileSync(path.join(root, cssFileOf(name)), 'utf8').trim();
      expect(css).toContain(readFileSync(path.join(root, 'styled/base.css'), 'utf8').trim());
      expect(css).toContain(own(skin));
      for (const dependency of SKIN_CSS[skin]!) expect(css).toContain(own(dependency));
      for (const other of [...skinFolders, ...SHARED_CSS].filter(
        (name) => name !== skin && !SKIN_CSS[skin]!.includes(name),
      )) {
        expect(css).not.toContain(own(other));
      }
      const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
      expect(code).not.toMatch(/@import/);
      expect(code.trim().startsWith('@layer gifkit {')).toBe(true);
    },
  );

  it('lists every shared part a skin draws, and what each skin it renders needs', () => {
    for (const skin of Object.keys(SKIN_CSS)) {
      const needs = SKIN_CSS[skin]!;
      const dir = path.join(root, 'styled', skin);
      const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name));
      for (const source of sources) {
        const text = readFileSync(path.join(dir, source), 'utf8');
        const shared = text.match(/import \{([^}]*)\} from '\.\.\/shared\/icons'/)?.[1] ?? '';
        // `…Icon` components are [data-gk-icon]; Spinner and PoweredBy are the results' marks.
        if (/\w+Icon\b/.test(shared)) expect(needs, `${skin}/${source} draws icons`).toContain('icons');
        if (/\b(Spinner|PoweredBy)\b/.test(shared))
          expect(needs, `${skin}/${source} draws results`).toContain('results');
        if (/data-gk-(search-field|picker-search)=/.test(text))
          expect(needs, `${skin}/${source} draws the field`).toContain('field');
        // A styled skin rendered inside this one brings what it needs.
        for (const [, used] of text.matchAll(/from '\.\.\/(\w+)\//g)) {
          for (const need of SKIN_CSS[used!] ?? []) expect(needs, `${skin}/${source} renders ${used}`).toContain(need);
        }
      }
    }
  });

  it('lists every skin a skin renders (its imports of another skin folder)', () => {
    for (const skin of Object.keys(SKIN_CSS)) {
      const dir = path.join(root, 'styled', skin);
      const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name));
      for (const source of sources) {
        const text = readFileSync(path.join(dir, source), 'utf8');
        for (const [, used] of text.matchAll(/from '\.\.\/(\w+)\//g)) {
          if (used !== 'shared') expect(SKIN_CSS[skin], `${skin}/${source} renders ${used}`).toContain(used);
        }
        // A headless component or hook of another skin renders that skin's data-* parts, which
        // its stylesheet selects (the picker's recent row is useCarousel's markup).
        for (const [, names] of text.matchAll(/import \{([^}]*)\} from '\.\.\/\.\.\/headless'/g)) {
          for (const [, part] of names!.matchAll(/\b(?:use)?(Tile|Grid|Carousel|Video|SearchBox)\b/g)) {
            const used = part === 'SearchBox' ? 'search' : part!.toLowerCase();
            if (used !== skin) expect(SKIN_CSS[skin], `${skin}/${source} renders the headless ${part}`).toContain(used);
          }
        }
      }
    }
  });
});
