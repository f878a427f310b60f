/**
 * The handler on Node's own `http` server (and Express, Fastify's raw mode, Koa's `ctx.req`):
 * each `IncomingMessage` becomes a `Request`, the handler's `Response` is written back.
 * Typed structurally, so gifkit/server imports nothing of Node and loads in every runtime.
 */
import type { GifHandler } from './createGifHandler';

/** The part of Node's `IncomingMessage` the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  /** Node's socket: `encrypted` on TLS connections. */
  socket?: unknown;
}

/** The part of Node's `ServerResponse` the adapter writes. */
export interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: Uint8Array): unknown;
}

/**
 * Wraps the handler as a `node:http` request listener:
 * `http.createServer(toNodeListener(createGifHandler({ apiKey })))`. The request's origin is
 * its `Host` header (the handler reads only its path and query).
 */
export function toNodeListener(handler: GifHandler): (req: NodeRequestLike, res: NodeResponseLike) => Promise<void> {
  return async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name.startsWith(':')) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const method = req.method ?? 'GET';
    let body: ArrayBuffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const chunks: BlobPart[] = [];
      for await (const chunk of req) chunks.push(chunk as BlobPart);
      body = await new Blob(chunks).arrayBuffer();
    }
    let request: Request;
    try {
      const origin = `${(req.socket as { encrypted?: boolean } | undefined)?.encrypted ? 'https' : 'http'}://${headers.get('host') || 'localhost'}`;
      request = new Request(new URL(req.url ?? '/', origin), { method, headers, body });
    } catch {
      res.statusCode = 400;
      res.end();
      return;
    }
    const response = await handler(request);
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.end(response.body ? new Uint8Array(await response.arrayBuffer()) : undefined);
  };
}
