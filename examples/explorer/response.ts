// Sends a prepared request and renders the answer: status, timing, size, headers, and the
// body as a JSON tree (with raw view), as text, as an image, or as a note for binary data.
import { h, replace } from './dom';
import { jsonTree, setAllOpen } from './jsonTree';

export interface Answer {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  contentType: string;
  blob: Blob;
}

export async function send(request: Request): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(request);
  const blob = await res.blob();
  const ms = Math.round(performance.now() - started);
  const contentType = res.headers.get('content-type') ?? '';
  return { status: res.status, statusText: res.statusText, ms, headers: [...res.headers], contentType, blob };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  return n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} kB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function statusLine(a: Answer): string {
  const text = a.statusText ? ` ${a.statusText}` : '';
  return `${a.status}${text} · ${a.ms} ms · ${formatBytes(a.blob.size)}`;
}

function toolbarButton(label: string, onclick: () => void): HTMLButtonElement {
  return h('button', { type: 'button', className: 'small', onclick }, label);
}

let lastImage: string | undefined;

async function bodyView(a: Answer, announce: (msg: string) => void): Promise<HTMLElement> {
  const type = a.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const note = `${formatBytes(a.blob.size)} of ${type || 'unknown content type'}`;
  if (a.blob.size === 0)
    return h('p', { className: 'hint' }, `No body (${a.status === 204 ? '204 No Content' : 'empty'}).`);
  if (type.startsWith('image/')) {
    if (lastImage) URL.revokeObjectURL(lastImage);
    const url = URL.createObjectURL(a.blob);
    lastImage = url;
    return h(
      'div',
      {},
      h('p', { className: 'hint' }, note),
      h('img', { src: url, alt: 'Image returned by the call', className: 'preview' }),
    );
  }
  const textual = /json|^text\/|xml|javascript|x-www-form-urlencoded/.test(type);
  if (!textual) return h('p', { className: 'hint' }, `Binary body: ${note}.`);
  const text = await a.blob.text();
  let parsed: unknown;
  let isJson = false;
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  if (!isJson) {
    const preview = text.length > 20_000 ? `${text.slice(0, 20_000)}\n… (${formatBytes(a.blob.size)} in all)` : text;
    return h(
      'div',
      {},
      h('p', { className: 'hint' }, `${note}.`),
      h('pre', { className: 'code', tabindex: 0 }, preview),
    );
  }
  const tree = jsonTree(parsed);
  const raw = h('pre', { className: 'code', tabindex: 0, hidden: true }, JSON.stringify(parsed, null, 2));
  const rawToggle = h('button', { type: 'button', className: 'small', 'aria-pressed': 'false' }, 'Raw JSON');
  rawToggle.addEventListener('click', () => {
    const showRaw = raw.hidden;
    raw.hidden = !showRaw;
    tree.hidden = showRaw;
    rawToggle.setAttribute('aria-pressed', String(showRaw));
  });
  const toolbar = h(
    'div',
    { className: 'toolbar', role: 'toolbar', 'aria-label': 'Response body' },
    toolbarButton('Expand all', () => setAllOpen(tree, true)),
    toolbarButton('Collapse all', () => setAllOpen(tree, false)),
    rawToggle,
    toolbarButton('Copy body', () => {
      navigator.clipboard.writeText(JSON.stringify(parsed, null, 2)).then(
        () => announce('Response body copied to the clipboard.'),
        () => announce('Copying failed: select the raw JSON and copy it by hand.'),
      );
    }),
  );
  return h('div', {}, h('p', { className: 'hint' }, `${note}.`), toolbar, tree, raw);
}

/** Fills `target` with the answer's headers and body. */
export async function renderAnswer(target: HTMLElement, a: Answer, announce: (msg: string) => void): Promise<void> {
  const headers = h(
    'details',
    { className: 'headers' },
    h('summary', {}, `Response headers (${a.headers.length})`),
    h(
      'dl',
      {},
      a.headers.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]),
    ),
  );
  replace(target, headers, h('h3', {}, 'Body'), await bodyView(a, announce));
}
