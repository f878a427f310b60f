// The credentials fieldset: one input per security scheme of the operation's chosen
// alternative (api key, CSRF token, site token, bearer token, access token…), remembered per
// family, and how each value travels (query, header, cookie, Authorization).
import { initialCredential, isLive } from './config';
import { h, inline, uid } from './dom';
import type { FamilySpec, Operation, SecurityScheme } from './specs';

export interface AuthParts {
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
}

const values = new Map<string, string>();
const chosen = new Map<string, string>();

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

function describe(scheme: SecurityScheme): string {
  if (scheme.type === 'apiKey') return `${scheme.name ?? scheme.key} (${scheme.in ?? 'query'})`;
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return 'Basic auth (user:password)';
  if (scheme.type === 'http') return `${capitalize(scheme.scheme ?? 'bearer')} token (Authorization header)`;
  return 'Access token (Authorization: Bearer)';
}

function apply(scheme: SecurityScheme, value: string, parts: AuthParts): void {
  if (scheme.type === 'apiKey') {
    const name = scheme.name ?? scheme.key;
    if (scheme.in === 'header') parts.headers.push([name, value]);
    else if (scheme.in === 'cookie') parts.cookies.push([name, value]);
    else parts.query.push([name, value]);
    return;
  }
  const kind = scheme.type === 'http' ? (scheme.scheme ?? 'Bearer') : 'Bearer';
  const word = capitalize(kind);
  parts.headers.push(['Authorization', word === 'Basic' ? `Basic ${btoa(value)}` : `${word} ${value}`]);
}

const label = (alt: string[]) => (alt.length ? alt.join(' + ') : 'no credentials');

/** Renders the fieldset; `read()` gives what the chosen credentials add to the request. */
export function credentialsFieldset(
  op: Operation,
  spec: FamilySpec,
  onChange: () => void,
): { element: HTMLElement; read(): AuthParts } {
  const alternatives = op.security.length ? op.security : [[]];
  const key = (scheme: string) => `${op.family}:${scheme}`;
  // Pages cannot set another site's cookies: unless the user chose otherwise, start with an
  // alternative that works from the browser.
  const usable = (alt: string[]) => alt.every((name) => spec.schemes[name]?.in !== 'cookie');
  let current =
    alternatives.find((alt) => label(alt) === chosen.get(op.family)) ??
    alternatives.find(usable) ??
    alternatives[0] ??
    [];
  const fields = h('div', { className: 'fields' });

  const renderFields = () => {
    fields.replaceChildren();
    if (!current.length) fields.append(h('p', { className: 'hint' }, 'This call is sent without credentials.'));
    for (const name of current) {
      const scheme = spec.schemes[name] ?? { key: name, type: 'apiKey', name };
      if (!values.has(key(name))) values.set(key(name), initialCredential(op.family, scheme));
      const id = uid('cred');
      const hintId = `${id}-hint`;
      const note =
        scheme.in === 'cookie'
          ? 'Browsers send cookies themselves: this value only appears in the curl command.'
          : scheme.description;
      const input = h('input', {
        id,
        type: 'text',
        value: values.get(key(name)) ?? '',
        autocomplete: 'off',
        spellcheck: 'false',
        'aria-describedby': note ? hintId : undefined,
        oninput: (e: Event) => {
          values.set(key(name), (e.target as HTMLInputElement).value);
          onChange();
        },
      });
      fields.append(
        h(
          'div',
          { className: 'field' },
          h('label', { for: id }, describe(scheme)),
          input,
          note ? h('p', { className: 'hint', id: hintId }, inline(note)) : null,
        ),
      );
    }
  };

  const legend = h('legend', {}, `Credentials${isLive(op.family) ? ' (sent to GIPHY)' : ' (demo values, mocked)'}`);
  const element = h('fieldset', { className: 'credentials' }, legend);
  if (alternatives.length > 1) {
    const id = uid('auth');
    const select = h(
      'select',
      {
        id,
        onchange: (e: Event) => {
          current = alternatives[Number((e.target as HTMLSelectElement).value)] ?? [];
          chosen.set(op.family, label(current));
          renderFields();
          onChange();
        },
      },
      alternatives.map((alt, i) =>
        h(
          'option',
          { value: i, selected: alt === current },
          `${label(alt)}${usable(alt) ? '' : ' (cookie: curl only)'}`,
        ),
      ),
    );
    element.append(h('div', { className: 'field' }, h('label', { for: id }, 'Authenticate with'), select));
  }
  renderFields();
  element.append(fields);

  return {
    element,
    read() {
      const parts: AuthParts = { query: [], headers: [], cookies: [] };
      for (const name of current) {
        const value = values.get(key(name))?.trim();
        const scheme = spec.schemes[name];
        if (value && scheme) apply(scheme, value, parts);
      }
      return parts;
    },
  };
}
