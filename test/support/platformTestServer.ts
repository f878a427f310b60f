/**
 * Test-only (not exported from the package): an msw server over gifkit's mock API that
 * records every request as it starts, and platform clients with the usual test credentials.
 * Each test file calls `setupPlatformTestServer()` once at the top level.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createMockApi } from '../../sdk/mock';
import { createPlatformClient, type PlatformClientOptions } from '../../sdk/platform/createPlatformClient';
import type { PlatformLogger } from '../../sdk/platform/types';

/** The site session used in tests (Node has no cookie jar, so the cookie value is given). */
export const SESSION = { type: 'session', csrfToken: 'csrf-123', sessionId: 'sess-456' } as const;
/** An API token for the site. */
export const TOKEN = { type: 'token', token: 'tok-789' } as const;

/** Starts the server for the calling test file; returns the recorded requests (clones) and helpers. */
export function setupPlatformTestServer() {
  const mock = createMockApi();
  const server = setupServer(...mock.handlers);
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    mock.reset();
    requests.length = 0;
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  const logger = (): PlatformLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> } => ({
    warn: vi.fn(),
    error: vi.fn(),
  });
  /** A client with the session auth, a quiet logger and any overrides. */
  const client = (options: PlatformClientOptions = {}) =>
    createPlatformClient({ auth: SESSION, logger: logger(), ...options });
  /** The last request, with its URL parsed. */
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was made');
    return { request, url: new URL(request.url) };
  };
  return { server, mock, requests, client, logger, last };
}
