/**
 * Makes everything on the page but `element` (and what contains it) `inert`: no focus, no
 * clicks, no find-in-page, hidden from assistive technology, for a modal layer portalled into
 * `<body>`. Elements already inert are left alone; the returned function restores the rest.
 */
export function inertOthers(element: Element): () => void {
  const changed: HTMLElement[] = [];
  const body = element.ownerDocument.body;
  for (let node: Element = element; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      // Scripts, styles and templates render nothing: leave them as they are.
      if (/^(SCRIPT|STYLE|TEMPLATE|LINK|META)$/.test(sibling.tagName)) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.inert = false;
  };
}
