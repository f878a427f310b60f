/**
 * gifkit/server in Vercel's edge runtime (`edge-runtime` from npm, the runtime `vercel dev` and
 * Next.js middleware run): the handler bundled into one script that answers the `fetch` event,
 * served over HTTP by the runtime's own server, gifkit/mock the provider on 127.0.0.1.
 */
import { EdgeRuntime, runServer } from 'edge-runtime';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  bundleHandler,
  HANDLER_ENTRY,
  handlerSuite,
  RUNTIME_KEY,
  startMockProvider,
} from '../../test/support/handlerRuntime';

let provider: Awaited<ReturnType<typeof startMockProvider>>;
let server: Awaited<ReturnType<typeof runServer>>;

beforeAll(async () => {
  provider = await startMockProvider();
  const initialCode = await bundleHandler(
    `${HANDLER_ENTRY}
const handler = makeHandler(globalThis.GIPHY_API_KEY, globalThis.UPSTREAM);
addEventListener('fetch', (event) => event.respondWith(handler(event.request)));`,
    'iife',
  );
  const runtime = new EdgeRuntime({
    initialCode,
    extend: (context) => Object.assign(context, { GIPHY_API_KEY: RUNTIME_KEY, UPSTREAM: provider.origin }),
  });
  server = await runServer({ runtime, host: '127.0.0.1', port: 0 });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

describe("in Vercel's edge runtime", () => {
  handlerSuite(
    () => (path, init) => fetch(new URL(path, server.url), init),
    () => provider,
  );
});
