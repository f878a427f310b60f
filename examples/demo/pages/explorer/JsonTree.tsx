// A collapsible, keyboard-friendly JSON viewer from <details>/<summary>: the first levels
// start open, deeper ones render when first opened. URLs become links (http(s) only).
import { useState } from 'react';

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string') {
    const quoted = JSON.stringify(value);
    return /^https?:\/\/\S+$/.test(value) ? (
      <a className="j-str" href={value} target="_blank" rel="noopener noreferrer">
        {quoted}
      </a>
    ) : (
      <span className="j-str">{quoted}</span>
    );
  }
  const kind = value === null ? 'null' : typeof value;
  return <span className={`j-${kind}`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

function Key({ name }: { name: string | number | undefined }) {
  if (name === undefined) return null;
  return (
    <>
      <span className={typeof name === 'number' ? 'j-index' : 'j-key'}>{String(name)}</span>:{' '}
    </>
  );
}

function Node({
  value,
  name,
  depth,
  openDepth,
}: {
  value: unknown;
  name?: string | number;
  depth: number;
  openDepth: number;
}) {
  const [open, setOpen] = useState(depth < openDepth);
  if (typeof value !== 'object' || value === null)
    return (
      <div className="j-row">
        <Key name={name} />
        <Scalar value={value} />
      </div>
    );
  const isArray = Array.isArray(value);
  const entries: [string | number, unknown][] = isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
  const [start, end] = isArray ? ['[', ']'] : ['{', '}'];
  if (!entries.length)
    return (
      <div className="j-row">
        <Key name={name} />
        {start}
        {end}
      </div>
    );
  const count = isArray ? `${entries.length} item${entries.length === 1 ? '' : 's'}` : `${entries.length} keys`;
  return (
    <details className="j-node" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <Key name={name} />
        {start}
        <span className="j-count"> {count} </span>
        {end}
      </summary>
      {open && (
        <div className="j-children">
          {entries.map(([k, v]) => (
            <Node key={k} value={v} name={k} depth={depth + 1} openDepth={openDepth} />
          ))}
        </div>
      )}
    </details>
  );
}

/** `openDepth`: how many levels start open (Infinity: all). Change `key` to re-apply it. */
export function JsonTree({ value, openDepth = 2 }: { value: unknown; openDepth?: number }) {
  return (
    <div className="json-tree">
      <Node value={value} depth={0} openDepth={openDepth} />
    </div>
  );
}
