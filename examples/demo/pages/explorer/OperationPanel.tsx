// The chosen operation: description, the form (parameters, body, credentials, forced error),
// the exact request it makes (and as curl), and the response.
import { type FormEvent, useId, useState } from 'react';
import { operationIndex } from '../../../../sdk/generated/operationIndex';
import { Credentials, initialCredentials, readCredentials } from './Credentials';
import { FAMILY_LABELS, isLive } from './config';
import { initialParamValue, ParamField, readParams } from './params';
import { ResponseView } from './ResponseView';
import { BodyError, describeRequest, type PreparedRequest, prepareRequest, toCurl, toFetch } from './request';
import { type Answer, send, statusLine } from './response';
import { ModeBadge } from './Sidebar';
import type { FamilySpec, Operation } from './specs';
import { Prose } from './text';

const COMMON_ERRORS = [400, 401, 403, 404, 429, 500, 503];
const ORDER = { path: 0, query: 1, header: 2, cookie: 3 };

type Sent =
  | { state: 'idle' }
  | { state: 'sending'; line: string }
  | { state: 'done'; answer: Answer }
  | { state: 'failed'; message: string };

/** The request the form describes, or what to fix. */
function build(op: Operation, input: Parameters<typeof prepareRequest>[1] & { missing: string[] }) {
  try {
    const prepared = prepareRequest(op, input);
    return {
      prepared,
      problem: input.missing.length ? `Required but empty: ${input.missing.join(', ')}.` : '',
      bodyInvalid: false,
    };
  } catch (error) {
    return { prepared: undefined, problem: (error as Error).message, bodyInvalid: error instanceof BodyError };
  }
}

export function OperationPanel({
  op,
  spec,
  announce,
}: {
  op: Operation;
  spec: FamilySpec;
  announce: (message: string) => void;
}) {
  const id = useId();
  const params = [...op.params].sort((a, b) => ORDER[a.in] - ORDER[b.in]);
  const [values, setValues] = useState(() => Object.fromEntries(params.map((p) => [p.name, initialParamValue(p)])));
  const [bodyText, setBodyText] = useState(() =>
    op.body?.example === undefined ? '' : JSON.stringify(op.body.example, null, 2),
  );
  const [creds, setCreds] = useState(() => initialCredentials(op, spec));
  const [force, setForce] = useState('');
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const live = isLive(op.family);

  const read = readParams(params, spec, values);
  const { prepared, problem, bodyInvalid } = build(op, {
    ...read,
    auth: readCredentials(spec, creds),
    bodyText,
    forceError: live ? undefined : force || undefined,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!prepared) {
      document.getElementById(`${id}-problem`)?.focus();
      return;
    }
    setSent({ state: 'sending', line: `Sending ${op.method} ${new URL(prepared.url).pathname}…` });
    try {
      setSent({ state: 'done', answer: await send(toFetch(prepared)) });
    } catch (error) {
      const hint = live ? 'GIPHY could not be reached (offline, blocked, or refused by CORS).' : '';
      setSent({ state: 'failed', message: `${hint} ${(error as Error).message}`.trim() });
    }
  };
  const copy = (request: PreparedRequest | undefined) => {
    if (!request) return announce('Fix the form first: the request cannot be built.');
    navigator.clipboard.writeText(toCurl(request)).then(
      () => announce('curl command copied to the clipboard.'),
      () => announce('Copying failed: open "As curl" below and copy it by hand.'),
    );
  };

  const mocked = op.id in operationIndex[op.family];
  const statuses = [...new Set([...op.errors, ...COMMON_ERRORS])].sort((a, b) => a - b);
  return (
    <article className="operation" aria-labelledby={`${id}-title`}>
      <p className="crumbs">
        {FAMILY_LABELS[op.family]} <ModeBadge family={op.family} /> · {op.tag} · <code>{op.id}</code>
      </p>
      <h2 id={`${id}-title`}>{op.summary || op.id}</h2>
      <p className="endpoint">
        <span className={`method m-${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.server + op.path}</code>
      </p>
      <p className="flags">
        {op.inferred && (
          <span className="flag" title="x-gifkit-inferred: the shape is a best guess">
            inferred shape
          </span>
        )}
        {op.deprecated && <span className="flag">deprecated</span>}
        {!mocked && !live && <span className="flag warn">not in the mock yet (npm run generate)</span>}
      </p>
      <Prose text={op.description} />
      <form className="op-form" aria-label={`${op.summary || op.id} request`} onSubmit={submit}>
        <fieldset>
          <legend>Parameters</legend>
          {params.length ? (
            params.map((p) => (
              <ParamField
                key={`${p.in}:${p.name}`}
                param={p}
                spec={spec}
                value={values[p.name] ?? ''}
                onChange={(v) => setValues((all) => ({ ...all, [p.name]: v }))}
              />
            ))
          ) : (
            <p className="hint">This operation takes no parameters.</p>
          )}
        </fieldset>
        {op.body ? (
          <div className="field">
            <label htmlFor={`${id}-body`}>Request body ({op.body.mediaType})</label>
            <textarea
              id={`${id}-body`}
              className="textarea"
              rows={Math.min(16, Math.max(4, bodyText.split('\n').length + 1))}
              spellCheck={false}
              aria-describedby={`${id}-body-hint`}
              aria-invalid={bodyInvalid || undefined}
              value={bodyText}
              onChange={(e) => setBodyText(e.currentTarget.value)}
            />
            <p className="hint" id={`${id}-body-hint`}>
              {[
                op.body.required ? 'required' : 'optional',
                op.body.description,
                op.body.mediaType.includes('json')
                  ? null
                  : 'Write the form fields as a JSON object; they are encoded for you.',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        ) : (
          <p className="hint">This operation takes no request body.</p>
        )}
        <Credentials op={op} spec={spec} state={creds} onChange={setCreds} />
        <div className="field">
          <label htmlFor={`${id}-force`}>Force error status</label>
          <select
            id={`${id}-force`}
            className="select"
            disabled={live}
            value={force}
            aria-describedby={`${id}-force-hint`}
            onChange={(e) => setForce(e.currentTarget.value)}
          >
            <option value="">none: normal answer</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s}
                {op.errors.includes(s) ? ' (documented)' : ''}
              </option>
            ))}
          </select>
          <p className="hint" id={`${id}-force-hint`}>
            {live
              ? 'Only for mocked families: this call goes to GIPHY.'
              : 'Sends x-gifkit-mock-error so the mock answers with this status.'}
          </p>
        </div>
        <div className="row">
          <button type="submit" className="button primary" disabled={sent.state === 'sending'}>
            Send
          </button>
          <button type="button" className="button" onClick={() => copy(prepared)}>
            Copy as curl
          </button>
        </div>
      </form>
      <section className="request-block" aria-labelledby={`${id}-request`}>
        <h3 id={`${id}-request`}>Request</h3>
        <p className="field-error" id={`${id}-problem`} tabIndex={-1} hidden={!problem}>
          {problem}
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard */}
        <pre className="code" tabIndex={0}>
          {prepared ? describeRequest(prepared) : ''}
        </pre>
        <details>
          <summary>As curl</summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard */}
          <pre className="code" tabIndex={0}>
            {prepared ? toCurl(prepared) : ''}
          </pre>
        </details>
      </section>
      <section className="response-block" aria-labelledby={`${id}-response`}>
        <h3 id={`${id}-response`}>Response</h3>
        <p
          className={`status ${sent.state === 'done' ? (sent.answer.status < 400 ? 'ok-text' : 'error-text') : sent.state === 'failed' ? 'error-text' : ''}`}
          role="status"
        >
          {sent.state === 'idle' && 'Not sent yet.'}
          {sent.state === 'sending' && sent.line}
          {sent.state === 'done' && statusLine(sent.answer)}
          {sent.state === 'failed' && 'Network error: no answer.'}
        </p>
        {sent.state === 'done' && <ResponseView answer={sent.answer} announce={announce} />}
        {sent.state === 'failed' && <p className="error-text">{sent.message}</p>}
      </section>
    </article>
  );
}
