// The answer of a call: headers (collapsed) and the body as a JSON tree (expand/collapse
// all, raw view, copy), as text, as an image, or as a note for binary or empty bodies.
import { useEffect, useState } from 'react';
import { JsonTree } from './JsonTree';
import { type Answer, formatBytes } from './response';

function ImageBody({ blob }: { blob: Blob }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const own = URL.createObjectURL(blob);
    setUrl(own);
    return () => URL.revokeObjectURL(own);
  }, [blob]);
  return url ? <img src={url} alt="Returned by the call" className="preview" /> : null;
}

function JsonBody({ value, announce }: { value: unknown; announce: (message: string) => void }) {
  const [view, setView] = useState({ raw: false, depth: 2, version: 0 });
  const text = JSON.stringify(value, null, 2);
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="Response body">
        <button
          type="button"
          className="chip"
          onClick={() => setView((v) => ({ raw: false, depth: Number.POSITIVE_INFINITY, version: v.version + 1 }))}
        >
          Expand all
        </button>
        <button
          type="button"
          className="chip"
          onClick={() => setView((v) => ({ raw: false, depth: 0, version: v.version + 1 }))}
        >
          Collapse all
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={view.raw}
          onClick={() => setView((v) => ({ ...v, raw: !v.raw }))}
        >
          Raw JSON
        </button>
        <button
          type="button"
          className="chip"
          onClick={() =>
            navigator.clipboard.writeText(text).then(
              () => announce('Response body copied to the clipboard.'),
              () => announce('Copying failed: open the raw JSON and copy it by hand.'),
            )
          }
        >
          Copy body
        </button>
      </div>
      {view.raw ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
        <pre className="code" tabIndex={0}>
          {text}
        </pre>
      ) : (
        <JsonTree key={view.version} value={value} openDepth={view.depth} />
      )}
    </>
  );
}

export function ResponseView({ answer, announce }: { answer: Answer; announce: (message: string) => void }) {
  const type = answer.contentType.split(';')[0]?.trim() || 'unknown content type';
  const note = `${formatBytes(answer.size)} of ${type}.`;
  const { body } = answer;
  return (
    <div className="result">
      <details className="headers">
        <summary>Response headers ({answer.headers.length})</summary>
        <dl>
          {answer.headers.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </details>
      <h4>Body</h4>
      {body.kind === 'empty' ? (
        <p className="hint">No body ({answer.status === 204 ? '204 No Content' : 'empty'}).</p>
      ) : (
        <p className="hint">{note}</p>
      )}
      {body.kind === 'json' && <JsonBody value={body.value} announce={announce} />}
      {body.kind === 'text' && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard
        <pre className="code" tabIndex={0}>
          {body.text.length > 20_000 ? `${body.text.slice(0, 20_000)}\n…` : body.text}
        </pre>
      )}
      {body.kind === 'image' && <ImageBody blob={body.blob} />}
      {body.kind === 'binary' && <p className="hint">Binary body.</p>}
    </div>
  );
}
