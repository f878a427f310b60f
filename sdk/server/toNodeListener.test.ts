/** gifkit/server on Node's own HTTP server through `toNodeListener`: the runtimes' battery, over real HTTP. */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerSuite, RUNTIME_KEY } from '../../test/support/handlerRuntime';
import { createMockUpstream } from '../../test/support/mockUpstream';
import { createGifHandler, toNodeListener } from './index';

const upstream = createMockUpstream();
let server: Server;
let origin = '';

beforeAll(async () => {
  // As the runtimes' handler module (HANDLER_ENTRY): GIPHY at /api/gifs, KLIPY at /api/klipy.
  const options = { apiKey: RUNTIME_KEY, fetch: upstream.fetch, log: () => {} };
  const giphy = createGifHandler(options);
  const klipy = createGifHandler({ ...options, provider: 'klipy', basePath: '/api/klipy' });
  const handler = (request: Request) =>
    (new URL(request.url).pathname.startsWith('/api/klipy/') ? klipy : giphy)(request);
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('on node:http', () => {
  handlerSuite(
    () => (path, init) => fetch(origin + path, init),
    () => upstream,
  );

  it('answers 400 for what no Request can carry (TRACE)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${origin}/api/gifs/v1/gifs/trending`, { method: 'TRACE' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
  });
});
