// Starts gifkit's mock API in the browser (msw service worker). Live families pass through to
// the network; calls to a mocked server that no handler knows get a 501 instead of leaking out.
import { HttpResponse, http, passthrough, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { operationIndex } from '../../sdk/generated/operationIndex';
import { defaultServers } from '../../sdk/generated/servers';
import { createMockApi } from '../../sdk/mock';
import { isLive } from './config';
import type { Family, FamilySpec } from './specs';

export interface MockControl {
  /** Forgets channels, stories, schedules… created since the start. */
  reset(): void;
}

const pattern = (server: string) => `${server.replace(/\/$/, '')}/*`;

/** Every server a family's calls may go to, from the specs and from the generated index. */
function serversOf(spec: FamilySpec): string[] {
  const index = operationIndex[spec.family] as Record<string, { server: string }>;
  const all = [...spec.servers, defaultServers[spec.family], ...Object.values(index).map((op) => op.server)];
  return [...new Set(all.filter((s) => /^https?:\/\//.test(s)))];
}

export async function startMock(specs: FamilySpec[]): Promise<MockControl> {
  const api = createMockApi({ latency: 250 });
  const live: RequestHandler[] = [];
  const unknown: RequestHandler[] = [];
  for (const spec of specs) {
    const family: Family = spec.family;
    for (const server of serversOf(spec)) {
      // Returning nothing lets the request fall through to the mock handlers.
      live.push(http.all(pattern(server), () => (isLive(family) ? passthrough() : undefined)));
      unknown.push(
        http.all(pattern(server), ({ request }) =>
          isLive(family)
            ? passthrough()
            : HttpResponse.json(
                {
                  message: `gifkit mock: no handler for ${request.method} ${new URL(request.url).pathname} (run \`npm run generate\` after changing a spec)`,
                },
                { status: 501 },
              ),
        ),
      );
    }
  }
  const worker = setupWorker(...live, ...api.handlers, ...unknown);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return {
    reset() {
      api.reset();
      worker.resetHandlers(...live, ...api.handlers, ...unknown);
    },
  };
}
