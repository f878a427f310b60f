// The right-hand side: the chosen operation's description and form (parameters, body,
// credentials, forced error), the exact request it makes (and as curl), and the response.
import { operationIndex } from '../../sdk/generated/operationIndex';
import { credentialsFieldset } from './auth';
import { FAMILY_LABELS, isLive } from './config';
import { h, prose, replace, uid } from './dom';
import { paramField, readParams } from './params';
import { BodyError, describeRequest, type PreparedRequest, prepareRequest, toCurl, toFetch } from './request';
import { renderAnswer, send, statusLine } from './response';
import { modeBadge } from './sidebar';
import type { FamilySpec, Operation } from './specs';

const COMMON_ERRORS = [400, 401, 403, 404, 429, 500, 503];
const ORDER = { path: 0, query: 1, header: 2, cookie: 3 };

function bodyField(op: Operation, onChange: () => void): { element: HTMLElement; textarea?: HTMLTextAreaElement } {
  if (!op.body) return { element: h('p', { className: 'hint' }, 'This operation takes no request body.') };
  const id = uid('body');
  const text = op.body.example === undefined ? '' : JSON.stringify(op.body.example, null, 2);
  const form = !op.body.mediaType.includes('json');
  const textarea = h('textarea', {
    id,
    rows: Math.min(16, Math.max(4, text.split('\n').length + 1)),
    spellcheck: 'false',
    'aria-describedby': `${id}-hint`,
    oninput: onChange,
  });
  textarea.value = text;
  const hint = [
    op.body.required ? 'required' : 'optional',
    op.body.description,
    form ? 'Write the form fields as a JSON object; they are encoded for you.' : null,
  ];
  const element = h(
    'div',
    { className: 'field' },
    h('label', { for: id }, `Request body (${op.body.mediaType})`),
    textarea,
    h('p', { className: 'hint', id: `${id}-hint` }, hint.filter(Boolean).join(' · ')),
  );
  return { element, textarea };
}

function errorSelect(op: Operation, onChange: () => void): { element: HTMLElement; select: HTMLSelectElement } {
  const id = uid('force');
  const live = isLive(op.family);
  const statuses = [...new Set([...op.errors, ...COMMON_ERRORS])].sort((a, b) => a - b);
  const select = h(
    'select',
    { id, disabled: live, 'aria-describedby': `${id}-hint`, onchange: onChange },
    h('option', { value: '' }, 'none: normal answer'),
    statuses.map((s) => h('option', { value: s }, `${s}${op.errors.includes(s) ? ' (documented)' : ''}`)),
  );
  const hint = live
    ? 'Only for mocked families: this call goes to GIPHY.'
    : 'Sends x-gifkit-mock-error so the mock answers with this status.';
  const element = h(
    'div',
    { className: 'field' },
    h('label', { for: id }, 'Force error status'),
    select,
    h('p', { className: 'hint', id: `${id}-hint` }, hint),
  );
  return { element, select };
}

export function operationPanel(op: Operation, spec: FamilySpec, announce: (msg: string) => void): HTMLElement {
  let prepared: PreparedRequest | undefined;
  const requestText = h('pre', { className: 'code request', tabindex: 0 });
  const curlText = h('pre', { className: 'code', tabindex: 0 });
  const problem = h('p', { className: 'error', hidden: true, tabindex: -1 });
  const refresh = () => {
    try {
      const values = readParams(fields);
      prepared = prepareRequest(op, {
        ...values,
        auth: creds.read(),
        bodyText: body.textarea?.value ?? '',
        forceError: force.select.disabled ? undefined : force.select.value || undefined,
      });
      requestText.textContent = describeRequest(prepared);
      curlText.textContent = toCurl(prepared);
      problem.hidden = !values.missing.length;
      problem.textContent = values.missing.length ? `Required but empty: ${values.missing.join(', ')}.` : '';
      body.textarea?.removeAttribute('aria-invalid');
    } catch (error) {
      prepared = undefined;
      problem.hidden = false;
      problem.textContent = (error as Error).message;
      if (error instanceof BodyError) body.textarea?.setAttribute('aria-invalid', 'true');
    }
  };

  const sorted = [...op.params].sort((a, b) => ORDER[a.in] - ORDER[b.in]);
  const fields = sorted.map((p) => paramField(p, spec, refresh));
  const body = bodyField(op, refresh);
  const creds = credentialsFieldset(op, spec, refresh);
  const force = errorSelect(op, refresh);

  const status = h('p', { className: 'status', role: 'status', 'aria-live': 'polite' }, 'Not sent yet.');
  const result = h('div', { className: 'result' });
  const sendButton = h('button', { type: 'submit', className: 'primary' }, 'Send');
  const copyButton = h('button', { type: 'button' }, 'Copy as curl');
  copyButton.addEventListener('click', () => {
    if (!prepared) return announce('Fix the form first: the request cannot be built.');
    navigator.clipboard.writeText(toCurl(prepared)).then(
      () => announce('curl command copied to the clipboard.'),
      () => announce('Copying failed: open "As curl" below and copy it by hand.'),
    );
  });

  const form = h(
    'form',
    { className: 'op-form', 'aria-label': `${op.summary || op.id} request` },
    h(
      'fieldset',
      {},
      h('legend', {}, 'Parameters'),
      fields.length
        ? fields.map((f) => f.element)
        : h('p', { className: 'hint' }, 'This operation takes no parameters.'),
    ),
    body.element,
    creds.element,
    force.element,
    h('div', { className: 'actions' }, sendButton, copyButton),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    refresh();
    if (!prepared) return problem.focus();
    sendButton.disabled = true;
    status.textContent = `Sending ${op.method} ${new URL(prepared.url).pathname}…`;
    result.replaceChildren();
    try {
      const answer = await send(toFetch(prepared));
      status.textContent = statusLine(answer);
      status.className = `status ${answer.status < 400 ? 'ok' : 'bad'}`;
      await renderAnswer(result, answer, announce);
    } catch (error) {
      status.textContent = 'Network error: no answer.';
      status.className = 'status bad';
      const hint = isLive(op.family) ? 'GIPHY could not be reached (offline, blocked, or refused by CORS).' : '';
      replace(result, h('p', { className: 'error' }, `${hint} ${(error as Error).message}`.trim()));
    } finally {
      sendButton.disabled = false;
    }
  });
  refresh();

  const mocked = op.id in operationIndex[op.family];
  const titleId = uid('op-title');
  const flags = [
    op.inferred
      ? h('span', { className: 'flag', title: 'x-gifkit-inferred: the shape is a best guess' }, 'inferred shape')
      : null,
    op.deprecated ? h('span', { className: 'flag' }, 'deprecated') : null,
    !mocked && !isLive(op.family)
      ? h('span', { className: 'flag warn' }, 'not in the mock yet (npm run generate)')
      : null,
  ].filter((f) => f !== null);
  return h(
    'article',
    { className: 'operation', 'aria-labelledby': titleId },
    h(
      'p',
      { className: 'crumbs' },
      FAMILY_LABELS[op.family],
      ' ',
      modeBadge(spec),
      ` · ${op.tag} · `,
      h('code', {}, op.id),
    ),
    h('h2', { id: titleId, tabindex: -1 }, op.summary || op.id),
    h(
      'p',
      { className: 'endpoint' },
      h('span', { className: `method m-${op.method.toLowerCase()}` }, op.method),
      ' ',
      h('code', {}, op.server + op.path),
    ),
    flags.length ? h('p', { className: 'flags' }, flags) : null,
    prose(op.description),
    form,
    h(
      'section',
      { className: 'request-block', 'aria-label': 'Request' },
      h('h3', {}, 'Request'),
      problem,
      requestText,
      h('details', {}, h('summary', {}, 'As curl'), curlText),
    ),
    h('section', { className: 'response-block', 'aria-label': 'Response' }, h('h3', {}, 'Response'), status, result),
  );
}
