/**
 * Test-only (not exported): an msw server over a fresh mock API for each test (its channels,
 * stories, schedules and language tags start from the seed every time), a log of the requests
 * made, and a `setup()` that builds a platform client, a QueryClient and the provider wrapper.
 * Each test file calls `setupPlatformHooksTest()` once at the top level.
 */
import type { QueryClient } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createGifkitQueryClient } from '../../hooks/createGifkitQueryClient';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import { createMockApi } from '../../sdk/mock';
import { createPlatformClient, type PlatformClientOptions } from '../../sdk/platform/createPlatformClient';

/** The credentials the mock API accepts, a quiet logger and flush-job polls that do not wait. */
export function testPlatform(options: PlatformClientOptions = {}) {
  return createPlatformClient({
    auth: { type: 'token', token: 'site-token' },
    userToken: 'user-token',
    accessToken: 'scheduler-token',
    logger: { warn: vi.fn(), error: vi.fn() },
    sleep: async () => {},
    ...options,
  });
}

/** A promise the test opens by hand: lets an msw handler hold an answer back. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

export function setupPlatformHooksTest() {
  const server = setupServer();
  const requests: { method: string; url: URL }[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url) });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createMockApi().handlers));
  afterEach(() => {
    cleanup();
    requests.length = 0;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  /** The requests to a path (and method), in order. */
  const calls = (pathname: string, method = 'GET') =>
    requests.filter((r) => r.url.pathname === pathname && r.method === method);

  /** A platform client, a QueryClient (spied on for invalidations) and the wrapper holding both. */
  function setup(options: PlatformClientOptions = {}) {
    const platform = testPlatform(options);
    const queryClient: QueryClient = createGifkitQueryClient();
    const invalidations = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <GiphyProvider apiKey="test-key" platform={platform} queryClient={queryClient}>
        {children}
      </GiphyProvider>
    );
    /** The keys invalidated so far. */
    const invalidated = () => invalidations.mock.calls.map(([filters]) => filters?.queryKey);
    return { platform, queryClient, wrapper, invalidated };
  }

  return { server, requests, calls, setup };
}
