// The credentials fieldset: one input per security scheme of the operation's chosen
// alternative (api key, CSRF token, site token, bearer token, access token…), remembered per
// family while the page is open, and how each value travels (query, header, cookie, Authorization).
import { useId, useState } from 'react';
import { initialCredential, isLive } from './config';
import type { FamilySpec, Operation, SecurityScheme } from './specs';
import { Inline } from './text';

export interface AuthParts {
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
}

/** Values typed per `family:scheme` and the alternative chosen per family, for this visit. */
const remembered = new Map<string, string>();
const chosenAlternative = new Map<string, string>();

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
const label = (alt: string[]) => (alt.length ? alt.join(' + ') : 'no credentials');

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
  const word = capitalize(scheme.type === 'http' ? (scheme.scheme ?? 'Bearer') : 'Bearer');
  parts.headers.push(['Authorization', word === 'Basic' ? `Basic ${btoa(value)}` : `${word} ${value}`]);
}

export interface CredentialsState {
  alternative: string[];
  values: Record<string, string>;
}

/** The starting state: the last alternative chosen for the family, else one that works from a page. */
export function initialCredentials(op: Operation, spec: FamilySpec): CredentialsState {
  const alternatives = op.security.length ? op.security : [[]];
  // Pages cannot set another site's cookies: start with an alternative that works from the browser.
  const usable = (alt: string[]) => alt.every((name) => spec.schemes[name]?.in !== 'cookie');
  const alternative =
    alternatives.find((alt) => label(alt) === chosenAlternative.get(op.family)) ??
    alternatives.find(usable) ??
    alternatives[0] ??
    [];
  return { alternative, values: valuesFor(op, spec, alternative) };
}

function valuesFor(op: Operation, spec: FamilySpec, alternative: string[]): Record<string, string> {
  return Object.fromEntries(
    alternative.map((name) => {
      const scheme = spec.schemes[name] ?? { key: name, type: 'apiKey', name };
      return [name, remembered.get(`${op.family}:${name}`) ?? initialCredential(op.family, scheme)];
    }),
  );
}

/** What the chosen credentials add to the request. */
export function readCredentials(spec: FamilySpec, state: CredentialsState): AuthParts {
  const parts: AuthParts = { query: [], headers: [], cookies: [] };
  for (const name of state.alternative) {
    const value = state.values[name]?.trim();
    const scheme = spec.schemes[name];
    if (value && scheme) apply(scheme, value, parts);
  }
  return parts;
}

export function Credentials({
  op,
  spec,
  state,
  onChange,
}: {
  op: Operation;
  spec: FamilySpec;
  state: CredentialsState;
  onChange: (state: CredentialsState) => void;
}) {
  const id = useId();
  const alternatives = op.security.length ? op.security : [[]];
  const usable = (alt: string[]) => alt.every((name) => spec.schemes[name]?.in !== 'cookie');
  const [index] = useState(() => alternatives.indexOf(state.alternative));
  return (
    <fieldset className="credentials">
      <legend>Credentials{isLive(op.family) ? ' (sent to GIPHY)' : ' (demo values, mocked)'}</legend>
      {alternatives.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-alt`}>Authenticate with</label>
          <select
            id={`${id}-alt`}
            className="select"
            defaultValue={String(Math.max(0, index))}
            onChange={(e) => {
              const alternative = alternatives[Number(e.currentTarget.value)] ?? [];
              chosenAlternative.set(op.family, label(alternative));
              onChange({ alternative, values: valuesFor(op, spec, alternative) });
            }}
          >
            {alternatives.map((alt, i) => (
              <option key={label(alt)} value={i}>
                {label(alt)}
                {usable(alt) ? '' : ' (cookie: curl only)'}
              </option>
            ))}
          </select>
        </div>
      )}
      {!state.alternative.length && <p className="hint">This call is sent without credentials.</p>}
      {state.alternative.map((name) => {
        const scheme = spec.schemes[name] ?? { key: name, type: 'apiKey', name };
        const note =
          scheme.in === 'cookie'
            ? 'Browsers send cookies themselves: this value only appears in the curl command.'
            : scheme.description;
        const inputId = `${id}-${name}`;
        return (
          <div className="field" key={name}>
            <label htmlFor={inputId}>{describe(scheme)}</label>
            <input
              id={inputId}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={state.values[name] ?? ''}
              aria-describedby={note ? `${inputId}-hint` : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                remembered.set(`${op.family}:${name}`, value);
                onChange({ ...state, values: { ...state.values, [name]: value } });
              }}
            />
            {note && (
              <p className="hint" id={`${inputId}-hint`}>
                <Inline text={note} />
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
