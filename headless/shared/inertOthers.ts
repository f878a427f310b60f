/**
 * Makes everything on the page but `element` (and what contains it) `inert`: no focus, no
 * clicks, no find-in-page, hidden from assistive technology, for a modal layer portalled into
 * `<body>`. Elements already inert, and a focus trap's guards, are left alone; the returned
 * function restores the rest.
 */
/** An empty focusable edge of a focus trap (Radix marks its guards `data-radix-focus-guard`). */
const isFocusGuard = (element: HTMLElement) => element.hasAttribute('data-radix-focus-guard');

export function inertOthers(element: Element): () => void {
  const changed: HTMLElement[] = [];
  const body = element.ownerDocument.body;
  for (let node: Element = element; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      // Scripts, styles and templates render nothing; a focus trap's guards (the empty
      // focusable edges a modal layer puts around the page) must stay focusable to work.
      if (/^(SCRIPT|STYLE|TEMPLATE|LINK|META)$/.test(sibling.tagName) || isFocusGuard(sibling)) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.inert = false;
  };
}
