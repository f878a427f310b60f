// Starts gifkit's mock API in the browser (msw service worker) with its opt-in local media.
// Offline, every family is mocked; with a GIPHY key the public family passes through to GIPHY
// (real answers, real media; GIPHY's Tenor-compatible v2 API too, on the same host), with a
// KLIPY key the Tenor-v2 family at api.klipy.com does (env.ts `isLive`), and the platform
// families stay mocked. Calls to a mocked server that no handler knows get a 501 instead of
// leaking out.

import { createMockApi } from 'gifkit/mock';
import { HttpResponse, http, passthrough, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { operationIndex } from '../../sdk/generated/operationIndex';
import { defaultServers } from '../../sdk/generated/servers';
import { isLive, LIVE, mediaBaseUrl } from './env';

export type Family = keyof typeof operationIndex;

export interface MockControl {
  /** Forgets channels, stories, schedules… created since the start. */
  reset(): void;
}

const pattern = (server: string) => `${server.replace(/\/$/, '')}/*`;

/** Every server a family's calls may go to. */
export function serversOf(family: Family, extra: readonly string[] = []): string[] {
  const index = operationIndex[family] as Record<string, { server: string }>;
  const all = [...extra, defaultServers[family], ...Object.values(index).map((op) => op.server)];
  return [...new Set(all.filter((s) => /^https?:\/\//.test(s)))];
}

export async function startMock(): Promise<MockControl> {
  const api = createMockApi({ latency: LIVE ? 250 : 200, media: { baseUrl: mediaBaseUrl() } });
  const live: RequestHandler[] = [];
  const unknown: RequestHandler[] = [];
  for (const family of Object.keys(operationIndex) as Family[]) {
    for (const server of serversOf(family)) {
      // Returning nothing lets the request fall through to the mock handlers.
      live.push(http.all(pattern(server), () => (isLive(family) ? passthrough() : undefined)));
      unknown.push(
        http.all(pattern(server), ({ request }) =>
          isLive(family)
            ? passthrough()
            : HttpResponse.json(
                { message: `gifkit mock: no handler for ${request.method} ${new URL(request.url).pathname}` },
                { status: 501 },
              ),
        ),
      );
    }
  }
  const worker = setupWorker(...live, ...api.handlers, ...unknown);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  // Nothing may go out before the worker controls this page (e.g. a reload during its install).
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  return {
    reset() {
      api.reset();
      worker.resetHandlers(...live, ...api.handlers, ...unknown);
    },
  };
}
