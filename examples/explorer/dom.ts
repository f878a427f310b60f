// A tiny DOM builder: `h('button', { type: 'button', onclick }, 'Send')`. Text is always set
// as text nodes, never parsed as HTML, so spec and response content cannot inject markup.

type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;
export type Child = Node | string | number | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, ''), value);
    else if (name === 'className') el.className = String(value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: (Child | Child[])[]): void {
  parent.replaceChildren();
  append(parent, children);
}

let counter = 0;
/** A document-unique id for label/aria wiring. */
export function uid(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** Inline spec text: `backticks` become <code>. */
export function inline(text: string): (HTMLElement | string)[] {
  return text.split(/(`[^`]+`)/).map((part) => (/^`.+`$/.test(part) ? h('code', {}, part.slice(1, -1)) : part));
}

/** Renders spec prose: blank lines split paragraphs, `backticks` become <code>. */
export function prose(text: string | undefined, className = 'prose'): HTMLElement | null {
  if (!text?.trim()) return null;
  const paragraphs = text.trim().split(/\n\s*\n/);
  return h(
    'div',
    { className },
    paragraphs.map((p) => h('p', {}, inline(p))),
  );
}
