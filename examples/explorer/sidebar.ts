// The operation list: families (with a mock/live badge) → tags → one button per operation
// (method, path, summary), filtered as you type. Buttons keep the list keyboard-operable.
import { FAMILY_LABELS, isLive } from './config';
import { h, replace, uid } from './dom';
import type { FamilySpec, Operation } from './specs';

export const opKey = (op: Operation) => `${op.family}/${op.id}`;

export function modeBadge(spec: FamilySpec): HTMLElement {
  const live = isLive(spec.family);
  return h(
    'span',
    { className: `badge ${live ? 'live' : 'mock'}`, title: live ? 'Calls go to GIPHY' : 'Answered by the mock API' },
    live ? 'live' : 'mock',
  );
}

function matches(op: Operation, terms: string[]): boolean {
  const hay = `${op.method} ${op.path} ${op.summary} ${op.id} ${op.tag} ${op.family}`.toLowerCase();
  return terms.every((t) => hay.includes(t));
}

export interface Sidebar {
  element: HTMLElement;
  /** Marks the operation shown on the right. */
  select(key: string): void;
  /** Redraws (e.g. after switching the public family between mock and live). */
  refresh(): void;
}

export function sidebar(specs: FamilySpec[], onPick: (op: Operation) => void): Sidebar {
  const searchId = uid('filter');
  const search = h('input', {
    id: searchId,
    type: 'search',
    placeholder: 'search, gifs, POST /stories…',
    autocomplete: 'off',
  });
  const count = h('p', { className: 'hint', role: 'status' });
  const list = h('div', { className: 'op-groups' });
  let selected = '';

  const draw = () => {
    const terms = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    const groups = specs.map((spec) => {
      const ops = spec.operations.filter((op) => matches(op, terms));
      shown += ops.length;
      if (terms.length && !ops.length) return null;
      const tags = [...new Set([...spec.tags.map((t) => t.name), ...ops.map((op) => op.tag)])];
      const headingId = uid('family');
      const body = spec.error
        ? h('p', { className: 'error', role: 'alert' }, `openapi/${spec.family}.yaml could not be read: ${spec.error}`)
        : !spec.operations.length
          ? h('p', { className: 'hint' }, 'No operations in this spec yet.')
          : tags.map((tag) => {
              const tagged = ops.filter((op) => op.tag === tag);
              if (!tagged.length) return null;
              return h(
                'div',
                { className: 'tag-group' },
                h('h3', {}, tag),
                h(
                  'ul',
                  {},
                  tagged.map((op) =>
                    h(
                      'li',
                      {},
                      h(
                        'button',
                        {
                          type: 'button',
                          className: 'op',
                          'data-key': opKey(op),
                          'aria-current': opKey(op) === selected ? 'true' : undefined,
                          onclick: () => onPick(op),
                        },
                        h('span', { className: `method m-${op.method.toLowerCase()}` }, op.method),
                        h('span', { className: 'op-path' }, op.path),
                        h('span', { className: 'op-summary' }, op.summary || op.id),
                      ),
                    ),
                  ),
                ),
              );
            });
      return h(
        'section',
        { className: 'family', 'aria-labelledby': headingId },
        h('h2', { id: headingId }, FAMILY_LABELS[spec.family], ' ', modeBadge(spec)),
        body,
      );
    });
    count.textContent = terms.length ? `${shown} matching operation${shown === 1 ? '' : 's'}` : `${shown} operations`;
    replace(list, groups);
  };

  search.addEventListener('input', draw);
  search.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = list.querySelector<HTMLButtonElement>('button.op');
    first?.click();
    first?.focus();
  });
  draw();

  const element = h(
    'nav',
    { className: 'sidebar', 'aria-label': 'Operations' },
    h(
      'div',
      { className: 'search' },
      h('div', { className: 'field' }, h('label', { for: searchId }, 'Filter operations'), search),
      count,
    ),
    list,
  );
  return {
    element,
    select(key) {
      selected = key;
      for (const button of list.querySelectorAll<HTMLButtonElement>('button.op')) {
        if (button.dataset.key !== key) {
          button.removeAttribute('aria-current');
          continue;
        }
        button.setAttribute('aria-current', 'true');
        // Keep the chosen operation visible in the list (e.g. after opening a #/family/id link).
        const box = element.getBoundingClientRect();
        const at = button.getBoundingClientRect();
        if (at.top < box.top || at.bottom > box.bottom) element.scrollTop += at.top - box.top - box.height / 3;
      }
    },
    refresh: draw,
  };
}
