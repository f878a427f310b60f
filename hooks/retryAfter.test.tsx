// @vitest-environment jsdom
/**
 * Retry-After, end to end: gifkit/server answers a rate-limited provider with 429 and
 * `Retry-After`; the keyless client reads it into the FetchError, the SDK's cache keeps the error
 * that long, and the hooks ask again on their own (remount, focus, reconnect) only after it, and
 * wait for it between the tries of a query given `retry` (no retry storm).
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchGifs } from '../sdk/client/calls';
import { createGiphyCore } from '../sdk/client/core';
import { FetchError } from '../sdk/errors';
import { createGifHandler } from '../sdk/server';
import { createMockUpstream } from '../test/support/mockUpstream';
import { cachePolicy, GiphyProvider, useSearchGifs } from './index';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A keyless client in front of gifkit/server whose provider is rate limited, asking to wait 30 s. */
function rateLimited(cache?: false) {
  const upstream = createMockUpstream();
  upstream.failWith(() =>
    Response.json({ message: 'API rate limit exceeded' }, { status: 429, headers: { 'retry-after': '30' } }),
  );
  const handler = createGifHandler({ apiKey: 'server-key', fetch: upstream.fetch, log: () => {} });
  let calls = 0;
  const client = createGiphyCore({
    serverUrl: 'https://app.example/api/gifs',
    storage: null,
    ...(cache === false ? { cache } : {}),
    fetch: (request) => {
      calls++;
      return handler(request);
    },
  });
  return { client, upstream, calls: () => calls };
}

describe('the SDK', () => {
  it('reads Retry-After into the error and keeps the error that long in its cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, calls } = rateLimited();
    const error = await searchGifs(client, 'cats').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect([(error as FetchError).status, (error as FetchError).retryAfterMs]).toEqual([429, 30_000]);
    vi.advanceTimersByTime(20_000); // past the usual 6 s, inside Retry-After
    await expect(searchGifs(client, 'cats')).rejects.toBe(error);
    expect(calls()).toBe(1);
    vi.advanceTimersByTime(10_001);
    await expect(searchGifs(client, 'cats')).rejects.toBeInstanceOf(FetchError);
    expect(calls()).toBe(2);
  });
});

describe('the hooks', () => {
  it('do not ask again on a remount before Retry-After, and do after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, calls } = rateLimited(false);
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children?: React.ReactNode }) => (
      <GiphyProvider client={client} queryClient={queryClient}>
        {children}
      </GiphyProvider>
    );
    const first = renderHook(() => useSearchGifs({ term: 'cats' }), { wrapper });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(calls()).toBe(1);
    first.unmount();

    vi.advanceTimersByTime(20_000);
    const second = renderHook(() => useSearchGifs({ term: 'cats' }), { wrapper });
    expect(second.result.current.isError).toBe(true);
    second.unmount();
    expect(calls()).toBe(1);

    vi.advanceTimersByTime(10_001);
    const third = renderHook(() => useSearchGifs({ term: 'cats' }), { wrapper });
    await waitFor(() => expect(calls()).toBe(2));
    third.unmount();
  });

  it('wait for Retry-After between the tries of a query given retries, else back off', () => {
    const limited = new FetchError('rate limited', 'https://app.example', 429, '', 'http', { retryAfterMs: 30_000 });
    expect(cachePolicy.retryDelay(1, limited)).toBe(30_000);
    expect(cachePolicy.retryDelay(1, new FetchError('down', 'https://app.example', 500))).toBe(2_000);
    expect(cachePolicy.retryDelay(9, new Error('x'))).toBe(30_000);
  });
});
