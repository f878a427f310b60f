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
export async function styledCssImports(root: string): Promise<string[]> {
  const manifest = await readFile(path.join(root, STYLED_CSS), 'utf8');
  return [...manifest.matchAll(IMPORT)].map((match) => path.posix.join('styled', match[1]!));
}

/** The shipped stylesheet: the manifest with every import inlined. */
export async function bundleStyledCss(root: string): Promise<string> {
  const manifest = await readFile(path.join(root, STYLED_CSS), 'utf8');
  const files = await styledCssImports(root);
  const contents = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8')));
  let index = 0;
  return manifest.replace(IMPORT, () => contents[index++]!.trimEnd());
}
