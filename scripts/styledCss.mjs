/**
 * dist/styled.css: styled/styled.css with each of its `@import "./x.css";` lines replaced by
 * that file (one level: the skins' files import nothing), so the package ships one plain
 * stylesheet and an app needs no CSS bundler that follows imports.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The manifest every skin's CSS is listed in. */
export const STYLED_CSS = 'styled/styled.css';

const IMPORT = /^@import\s+"(\.\/[^"]+\.css)";\s*$/gm;

/** The files `styled/styled.css` imports, relative to the repository root, in order. */
/** @param {string} root @returns {Promise<string[]>} */
export async function styledCssImports(root) {
  const manifest = await readFile(path.join(root, STYLED_CSS), 'utf8');
  return [...manifest.matchAll(IMPORT)].map((match) => path.posix.join('styled', match[1]));
}

/** The shipped stylesheet: the manifest with every import inlined. */
/** @param {string} root @returns {Promise<string>} */
export async function bundleStyledCss(root) {
  const manifest = await readFile(path.join(root, STYLED_CSS), 'utf8');
  const files = await styledCssImports(root);
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8')));
  let index = 0;
  return manifest.replace(IMPORT, () => contents[index++].trimEnd());
}

/**
 * The parts several skins draw, each in `styled/shared/<part>.css`: `icons` (the inline SVG
 * icons), `results` (the loader dots and the "Powered by GIPHY" mark under a list of results),
 * `field` (the search field the search box and the picker share). Not stylesheets of their own:
 * a skin lists the parts it draws in SKIN_CSS.
 */
export const SHARED_CSS = ['icons', 'results', 'field'];

/**
 * The per-skin stylesheets (`gifkit/styled/<skin>.css`), for a page that shows one skin: the
 * tokens (base.css), the shared parts it draws and the skins it renders inside it, then its own
 * rules, all in `@layer gifkit` as in the combined file and in the combined file's order. A page
 * may load several: repeated rules are the same rules in the same layer.
 */
/** @type {Readonly<Record<string, readonly string[]>>} */
export const SKIN_CSS = {
  tile: [],
  grid: ['results', 'tile'],
  carousel: ['results', 'tile'],
  video: ['icons'],
  search: ['icons', 'field'],
  // The picker's results are a grid of tiles. Its recent row is the headless carousel's markup,
  // which the carousel's getters size: picker.css styles the row itself (no carousel.css).
  picker: ['icons', 'results', 'field', 'tile', 'grid'],
  // The related GIFs are a headless grid of tiles (no loader dots, no mark).
  embed: ['icons', 'tile', 'grid'],
};

/** `dist/styled/<skin>.css`: base, the parts and skins it needs (in the manifest's order), then its own. */
/** @param {string} root @param {string} skin @returns {Promise<string>} */
export async function bundleSkinCss(root, skin) {
  const needs = new Set([...(SKIN_CSS[skin] ?? []), skin]);
  const files = (await styledCssImports(root)).filter(
    (file) => file === 'styled/base.css' || needs.has(path.posix.basename(file, '.css')),
  );
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8')));
  const header = `/* gifkit/styled/${skin}.css: the ${skin} skin alone (its tokens, the parts and skins it renders); gifkit/styled.css has every skin. */`;
  return `${[header, ...contents.map((text) => text.trimEnd())].join('\n')}\n`;
}
