/**
 * Test-only (not exported): an msw server over a fresh mock API for each test (its channels,
 * stories, schedules and language tags start from the seed every time), a log of the requests
 * made, a `setup()` that builds a platform client, a QueryClient and the provider wrapper, and
 * `until(check)`, which waits for what a test waits on (an answer, an optimistic change, a
 * mutation settling) by the QueryClient's own events, with no deadline of its own.
 * Each test file calls `setupPlatformHooksTest()` once at the top level.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { URL as NodeURL } from 'node:url';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
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
  /** Called after each request starts (`until` checks again then). */
  const requestListeners = new Set<() => void>();
  server.events.on('request:start', ({ request }) => {
    requests.push({ method: request.method, url: new URL(request.url) });
    for (const listener of requestListeners) listener();
  });
  /** The QueryClients `setup()` made for the running test. */
  const queryClients: QueryClient[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    // msw matches every request against each of the mock's ~90 handlers, parsing its URL (and
    // the cookie store's) each time. jsdom's URL is a JavaScript implementation: ~50 ms of CPU
    // per request, seconds per test on a loaded machine. Node's own (the same WHATWG URL) takes
    // ~6 ms. jsdom's Blob, which the mock's JSON answers pass through, is as slow for a page of
    // 100 GIFs. Nothing here depends on jsdom's copies.
    vi.stubGlobal('URL', NodeURL);
    vi.stubGlobal('Blob', NodeBlob);
    server.resetHandlers(...createMockApi().handlers);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    requests.length = 0;
    queryClients.length = 0;
    requestListeners.clear();
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
    queryClients.push(queryClient);
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

  /**
   * Resolves once `check` stops throwing. It is tried now, then again after every event of the
   * test's QueryClients (a query answered or failed, data set optimistically, a mutation
   * settled) and every request that starts, each time once React has rendered what the event
   * changed. No deadline of its own, so a loaded machine only makes it slower: a check that
   * never passes ends at the test's timeout.
   */
  async function until(check: () => void): Promise<void> {
    let changed = true; // first round: notifications already queued before the call
    let wake: (() => void) | undefined;
    const onEvent = () => {
      changed = true;
      wake?.();
    };
    const stops = queryClients.flatMap((client) => [
      client.getQueryCache().subscribe(onEvent),
      client.getMutationCache().subscribe(onEvent),
    ]);
    requestListeners.add(onEvent);
    try {
      for (;;) {
        try {
          check();
          return;
        } catch (error) {
          if (!queryClients.length) throw error;
        }
        await act(async () => {
          if (!changed) await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          changed = false;
          // React Query hands an event to its observers in a zero-delay timeout queued when the
          // event's batch ends (before this line runs); this later one lets React render it.
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      }
    } finally {
      for (const stop of stops) stop();
      requestListeners.delete(onEvent);
    }
  }

  return { server, requests, calls, setup, until };
}
