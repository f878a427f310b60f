/**
 * Checks that a skin's own stylesheet, `gifkit/styled/<skin>.css` (composed by
 * scripts/styledCss.mjs), draws the page exactly as `gifkit/styled.css` does: every element's
 * computed style (and its `::before`/`::after`/`::placeholder`), read with the combined file,
 * then again with the skin's file in its place. Both reads run in one task, so media, animations
 * and transitions are at the same point in each.
 */
import { commands } from '@vitest/browser/context';
import { expect } from 'vitest';

/** The skin a test file belongs to: its folder under styled/ (`styled/grid/Grid.browser.test.tsx` → grid). */
const skinOfTest = () => /styled\/(\w+)\/[^/]+\.browser\.test\.tsx?$/.exec(expect.getState().testPath ?? '')?.[1];

const PSEUDOS = ['::before', '::after'] as const;

/** Every element's computed style under `root`, keyed by its place in the tree. */
function computedStyles(root: Element): Map<string, string[]> {
  const styles = new Map<string, string[]>();
  const read = (element: Element, key: string, pseudo?: string) => {
    const style = getComputedStyle(element, pseudo);
    if (pseudo !== undefined && pseudo !== '::placeholder' && style.content === 'none') return;
    styles.set(
      pseudo ? `${key}${pseudo}` : key,
      Array.from(style, (property) => `${property}: ${style.getPropertyValue(property)}`),
    );
  };
  const walk = (element: Element, key: string) => {
    read(element, key);
    for (const pseudo of PSEUDOS) read(element, key, pseudo);
    if (element instanceof HTMLInputElement) read(element, key, '::placeholder');
    Array.from(element.children).forEach((child, index) => {
      const name = child.tagName.toLowerCase();
      if (name !== 'style' && name !== 'script') walk(child, `${key} > ${name}:nth-child(${index + 1})`);
    });
  };
  walk(root, 'body');
  return styles;
}

/**
 * For a test under styled/<skin>/: the page as it is now (with `gifkit/styled.css`, which the
 * skins' tests import) has the same computed styles with `gifkit/styled/<skin>.css` instead.
 */
export async function expectOwnStylesheetSame() {
  const skin = skinOfTest();
  const own = skin ? await commands.skinStylesheet(skin) : null;
  if (!own) return; // not a skin's folder (compat, the theme test)
  const combined = [...document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id$="/styled/styled.css"]')];
  expect(combined, 'the test imports gifkit/styled.css').toHaveLength(1);
  const swapped = document.createElement('style');
  swapped.textContent = own;

  const withCombined = computedStyles(document.body);
  combined[0]!.disabled = true;
  document.head.append(swapped);
  const withOwn = computedStyles(document.body);
  swapped.remove();
  combined[0]!.disabled = false;

  const differences = [...withOwn.keys()]
    .filter((key) => !withCombined.has(key))
    .map((key) => `${key} only with ${skin}.css`);
  for (const [key, properties] of withCombined) {
    const other = withOwn.get(key) ?? [];
    properties.forEach((line, index) => {
      if (other[index] !== line) differences.push(`${key} { ${line} } but { ${other[index]} } with ${skin}.css`);
    });
  }
  const shown = differences.slice(0, 20).join('\n');
  expect(differences.length, `gifkit/styled/${skin}.css draws what gifkit/styled.css draws:\n${shown}`).toBe(0);
}
