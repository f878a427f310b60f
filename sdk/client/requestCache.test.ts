import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestCache, ERROR_TTL, reloadSignal, SUCCESS_TTL } from './requestCache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRequestCache', () => {
  it('shares one call between concurrent identical requests', async () => {
    const cache = createRequestCache();
    const fetcher = vi.fn(async () => 'page');
    const results = await Promise.all([cache.load('a', fetcher), cache.load('a', fetcher), cache.load('a', fetcher)]);
    expect(results).toEqual(['page', 'page', 'page']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reuses a success for 60 s, then fetches again', async () => {
    const cache = createRequestCache();
    const fetcher = vi.fn(async () => 'page');
    await cache.load('a', fetcher);
    vi.advanceTimersByTime(SUCCESS_TTL - 1);
    await cache.load('a', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.load('a', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reuses an error for 6 s only, then fetches again', async () => {
    const cache = createRequestCache();
    const fetcher = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(cache.load('a', fetcher)).rejects.toThrow('boom');
    vi.advanceTimersByTime(ERROR_TTL - 1);
    await expect(cache.load('a', fetcher)).rejects.toThrow('boom');
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await expect(cache.load('a', fetcher)).rejects.toThrow('boom');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps different keys apart', async () => {
    const cache = createRequestCache();
    const fetcher = vi.fn(async (_s: AbortSignal) => 'x');
    await cache.load('a', fetcher);
    await cache.load('b', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stays bounded', async () => {
    const cache = createRequestCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cache.load(`k${i}`, async () => i);
    // The newest three are kept, the older ones were dropped.
    const fetcher = vi.fn(async () => -1);
    await expect(Promise.all(['k9', 'k8', 'k7'].map((key) => cache.load(key, fetcher)))).resolves.toEqual([9, 8, 7]);
    expect(fetcher).not.toHaveBeenCalled();
    await expect(cache.load('k6', fetcher)).resolves.toBe(-1);
    await cache.load('k0', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("one caller's abort rejects that caller only; the shared call goes on", async () => {
    const cache = createRequestCache();
    const d = deferred<string>();
    let sharedSignal: AbortSignal | undefined;
    const fetcher = vi.fn((signal: AbortSignal) => {
      sharedSignal = signal;
      return d.promise;
    });
    const leaving = new AbortController();
    const first = cache.load('a', fetcher, { signal: leaving.signal, abortError: () => new Error('aborted') });
    const second = cache.load('a', fetcher, { signal: new AbortController().signal });
    leaving.abort();
    await expect(first).rejects.toThrow('aborted');
    expect(sharedSignal?.aborted).toBe(false);
    d.resolve('page');
    await expect(second).resolves.toBe('page');
  });

  it('cancels the shared call when every caller aborted, and does not cache it', async () => {
    const cache = createRequestCache();
    let sharedSignal: AbortSignal | undefined;
    const fetcher = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((_res, rej) => {
          sharedSignal = signal;
          signal.addEventListener('abort', () => rej(signal.reason));
        }),
    );
    const a = new AbortController();
    const pending = cache.load('a', fetcher, { signal: a.signal });
    a.abort(new Error('left'));
    await expect(pending).rejects.toThrow('left');
    expect(sharedSignal?.aborted).toBe(true);
    await expect(cache.load('a', async () => 'fresh')).resolves.toBe('fresh');
  });

  it('rejects at once for an already aborted signal without calling', async () => {
    const cache = createRequestCache();
    const fetcher = vi.fn(async () => 'x');
    const c = new AbortController();
    c.abort(new Error('early'));
    await expect(cache.load('a', fetcher, { signal: c.signal })).rejects.toThrow('early');
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('createRequestCache: explicit retry (reloadSignal)', () => {
  it('a retry inside the 6 s error window sends a new request; other callers still get the kept error', async () => {
    const cache = createRequestCache();
    let calls = 0;
    const fetcher = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return 'page';
    });
    await expect(cache.load('a', fetcher)).rejects.toThrow('down');
    vi.advanceTimersByTime(1000);
    await expect(cache.load('a', fetcher)).rejects.toThrow('down'); // kept: no request
    expect(fetcher).toHaveBeenCalledTimes(1);
    await expect(cache.load('a', fetcher, { signal: reloadSignal(new AbortController().signal) })).resolves.toBe(
      'page',
    );
    expect(fetcher).toHaveBeenCalledTimes(2);
    await expect(cache.load('a', fetcher)).resolves.toBe('page'); // the retry's answer replaced the error
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a retry joins a request already in flight instead of sending a second one', async () => {
    const cache = createRequestCache();
    const gate = deferred<string>();
    const fetcher = vi.fn(() => gate.promise);
    const first = cache.load('a', fetcher);
    const retry = cache.load('a', fetcher, { signal: reloadSignal(new AbortController().signal) });
    gate.resolve('page');
    await expect(Promise.all([first, retry])).resolves.toEqual(['page', 'page']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
