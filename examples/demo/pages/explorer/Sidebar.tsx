// The operation list: families (with a mock/live badge) → tags → one link per operation
// (method, path, summary), filtered as you type; Enter in the filter opens the first match.
import { useId, useState } from 'react';
import { Link, navigate } from '../../router';
import { FAMILY_LABELS, isLive } from './config';
import type { Family, FamilySpec, Operation } from './specs';

export const opKey = (op: Operation) => `${op.family}/${op.id}`;
export const opHref = (op: Operation) => `/explorer?op=${encodeURIComponent(opKey(op))}`;

export function ModeBadge({ family }: { family: Family }) {
  const live = isLive(family);
  return (
    <span className={`badge ${live ? 'live' : 'mock'}`} title={live ? 'Calls go to GIPHY' : 'Answered by the mock API'}>
      {live ? 'live' : 'mock'}
    </span>
  );
}

function matches(op: Operation, terms: string[]): boolean {
  const hay = `${op.method} ${op.path} ${op.summary} ${op.id} ${op.tag} ${op.family}`.toLowerCase();
  return terms.every((t) => hay.includes(t));
}

export function Sidebar({ specs, current }: { specs: FamilySpec[]; current: Operation | undefined }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const terms = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = specs.map((spec) => ({ spec, ops: spec.operations.filter((op) => matches(op, terms)) }));
  const shown = groups.reduce((n, g) => n + g.ops.length, 0);
  return (
    <nav className="sidebar" aria-label="Operations">
      <div className="field">
        <label htmlFor={`${id}-filter`}>Filter operations</label>
        <input
          id={`${id}-filter`}
          type="search"
          placeholder="search, gifs, POST /stories…"
          autoComplete="off"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          onKeyDown={(e) => {
            const first = groups.find((g) => g.ops.length)?.ops[0];
            if (e.key === 'Enter' && first) navigate(opHref(first));
          }}
        />
        <p className="hint" role="status">
          {terms.length ? `${shown} matching operation${shown === 1 ? '' : 's'}` : `${shown} operations`}
        </p>
      </div>
      {groups.map(({ spec, ops }) => {
        if (terms.length && !ops.length) return null;
        const tags = [...new Set([...spec.tags.map((t) => t.name), ...ops.map((op) => op.tag)])];
        return (
          <section key={spec.family} className="family" aria-labelledby={`${id}-${spec.family}`}>
            <h2 id={`${id}-${spec.family}`}>
              {FAMILY_LABELS[spec.family]} <ModeBadge family={spec.family} />
            </h2>
            {spec.error ? (
              <p className="error-text" role="alert">
                openapi/{spec.family}.yaml could not be read: {spec.error}
              </p>
            ) : (
              tags.map((tag) => {
                const tagged = ops.filter((op) => op.tag === tag);
                if (!tagged.length) return null;
                return (
                  <div key={tag} className="tag-group">
                    <h3>{tag}</h3>
                    <ul>
                      {tagged.map((op) => (
                        <li key={op.id}>
                          <Link to={opHref(op)} className="op" aria-current={op === current ? 'page' : undefined}>
                            <span className={`method m-${op.method.toLowerCase()}`}>{op.method}</span>
                            <span className="op-path">{op.path}</span>
                            <span className="op-summary">{op.summary || op.id}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })
            )}
          </section>
        );
      })}
    </nav>
  );
}
