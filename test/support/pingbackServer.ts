/**
 * Test support (Node): gifkit/mock's API, pingback service included, served by msw for one test
 * file, with fake timers (`setTimeout`, `clearTimeout` and `Date`, from 0) in every test, so a
 * test sees the exact body of each pingback request and the moment it left.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { components } from '../../sdk/generated/public';
import { createMockApi } from '../../sdk/mock';

export type PingbackRequest = components['schemas']['PingbackRequest'];

/** One request that reached the server: when (fake clock), where, how, and its JSON body. */
export interface SentRequest {
  at: number;
  url: URL;
  keepalive: boolean;
  headers: Headers;
  body: PingbackRequest;
}

/**
 * Registers the file's hooks; `sent` is emptied before each test, `settle()` lets in-flight
 * requests arrive and their bodies be read without moving the clock, `advance(ms)` moves the
 * clock and then settles. `server` takes other handlers (`server.use`, `server.resetHandlers`).
 */
export function setupPingbackServer() {
  const server = setupServer();
  const sent: SentRequest[] = [];
  const reading: Promise<unknown>[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const entry = {
        at: Date.now(),
        url: new URL(request.url),
        keepalive: request.keepalive,
        headers: request.headers,
      };
      reading.push(
        request
          .clone()
          .json()
          .then((body: PingbackRequest) => sent.push({ ...entry, body })),
      );
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.resetHandlers(...createMockApi().handlers);
    sent.length = 0;
    reading.length = 0;
    vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const settle = async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(reading);
  };
  const advance = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    await settle();
  };
  return { server, sent, settle, advance };
}
