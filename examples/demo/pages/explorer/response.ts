// Sends a prepared request and reads the answer once: status, timing, size, headers, and the
// body classified for display (JSON, text, image, binary or empty).

export interface Answer {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  contentType: string;
  size: number;
  body:
    | { kind: 'empty' }
    | { kind: 'json'; value: unknown }
    | { kind: 'text'; text: string }
    | { kind: 'image'; blob: Blob }
    | { kind: 'binary' };
}

export async function send(request: Request): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(request);
  const blob = await res.blob();
  const ms = Math.round(performance.now() - started);
  const contentType = res.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const base = {
    status: res.status,
    statusText: res.statusText,
    ms,
    headers: [...res.headers],
    contentType,
    size: blob.size,
  };
  if (blob.size === 0) return { ...base, body: { kind: 'empty' } };
  if (type.startsWith('image/')) return { ...base, body: { kind: 'image', blob } };
  if (!/json|^text\/|xml|javascript|x-www-form-urlencoded/.test(type)) return { ...base, body: { kind: 'binary' } };
  const text = await blob.text();
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return { ...base, body: { kind: 'json', value: JSON.parse(text) } };
    } catch {}
  }
  return { ...base, body: { kind: 'text', text } };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  return n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} kB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function statusLine(a: Answer): string {
  const text = a.statusText ? ` ${a.statusText}` : '';
  return `${a.status}${text} · ${a.ms} ms · ${formatBytes(a.size)}`;
}
