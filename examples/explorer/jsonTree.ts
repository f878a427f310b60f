// A collapsible, keyboard-friendly JSON viewer built from <details>/<summary>: the first
// levels start open, deeper ones are rendered lazily on first expand. URLs become links.
import { h } from './dom';

const OPEN_DEPTH = 2;

function scalar(value: unknown): HTMLElement {
  if (typeof value === 'string') {
    const quoted = JSON.stringify(value);
    if (/^https?:\/\/\S+$/.test(value)) {
      return h('a', { className: 'j-str', href: value, target: '_blank', rel: 'noopener noreferrer' }, quoted);
    }
    return h('span', { className: 'j-str' }, quoted);
  }
  const kind = value === null ? 'null' : typeof value;
  return h('span', { className: `j-${kind}` }, value === undefined ? 'undefined' : JSON.stringify(value));
}

function keyLabel(key: string | number | undefined): (HTMLElement | string)[] {
  if (key === undefined) return [];
  return [h('span', { className: typeof key === 'number' ? 'j-index' : 'j-key' }, String(key)), ': '];
}

function node(value: unknown, key: string | number | undefined, depth: number): HTMLElement {
  if (typeof value !== 'object' || value === null)
    return h('div', { className: 'j-row' }, keyLabel(key), scalar(value));
  const isArray = Array.isArray(value);
  const entries: [string | number, unknown][] = isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
  const open = isArray ? '[' : '{';
  const close = isArray ? ']' : '}';
  if (!entries.length) return h('div', { className: 'j-row' }, keyLabel(key), `${open}${close}`);
  const count = isArray ? `${entries.length} item${entries.length === 1 ? '' : 's'}` : `${entries.length} keys`;
  const summary = h('summary', {}, keyLabel(key), open, h('span', { className: 'j-count' }, ` ${count} `), close);
  const details = h('details', { className: 'j-node', open: depth < OPEN_DEPTH }, summary);
  const fill = () => {
    if (details.childElementCount > 1) return;
    details.append(
      h(
        'div',
        { className: 'j-children' },
        entries.map(([k, v]) => node(v, k, depth + 1)),
      ),
    );
  };
  if (depth < OPEN_DEPTH) fill();
  else details.addEventListener('toggle', fill);
  return details;
}

/** Renders a JSON value as a tree. */
export function jsonTree(value: unknown): HTMLElement {
  return h('div', { className: 'json-tree' }, node(value, undefined, 0));
}

/** Opens (rendering lazily) or closes every node under `root`. */
export function setAllOpen(root: HTMLElement, open: boolean): void {
  let pending = [...root.querySelectorAll('details')];
  while (pending.length) {
    for (const d of pending) {
      d.open = open;
      d.dispatchEvent(new Event('toggle'));
    }
    if (!open) break;
    const all = [...root.querySelectorAll('details')];
    pending = all.filter((d) => !d.open);
  }
}
