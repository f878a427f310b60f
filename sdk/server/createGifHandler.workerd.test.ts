/**
 * gifkit/server in workerd, Cloudflare's runtime (through miniflare, from npm): the handler
 * bundled into a module Worker as an app ships it, the key a binding, gifkit/mock the provider
 * on 127.0.0.1. One workerd instance for the file.
 */
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  bundleHandler,
  HANDLER_ENTRY,
  handlerSuite,
  RUNTIME_KEY,
  startMockProvider,
} from '../../test/support/handlerRuntime';

let provider: Awaited<ReturnType<typeof startMockProvider>>;
let mf: Miniflare;

beforeAll(async () => {
  provider = await startMockProvider();
  const script = await bundleHandler(
    `${HANDLER_ENTRY}
let handler;
export default { fetch: (request, env) => (handler ??= makeHandler(env.GIPHY_API_KEY, env.UPSTREAM))(request) };`,
    'esm',
  );
  mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: '2025-07-01',
    bindings: { GIPHY_API_KEY: RUNTIME_KEY, UPSTREAM: provider.origin },
  });
  await mf.ready;
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await provider?.close();
});

describe('in workerd', () => {
  handlerSuite(
    () => async (path, init) => {
      const response = await mf.dispatchFetch(`https://app.example${path}`, init as never);
      // miniflare's Response (undici's) re-read as the platform's, so the suite reads it the same way.
      return new Response(response.status === 204 ? null : await response.arrayBuffer(), {
        status: response.status,
        headers: [...response.headers] as [string, string][],
      });
    },
    () => provider,
  );
});
