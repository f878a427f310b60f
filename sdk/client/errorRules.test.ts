import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingOnce, setupMockApiServer } from '../../test/support/mockApiServer';
import { FetchError, SyntheticResponseError } from '../errors';
import { createGiphyClient } from './createGiphyClient';
import { ERROR_TTL, reloadSignal } from './requestCache';

const { server, requests } = setupMockApiServer();
afterEach(() => vi.unstubAllEnvs());

const client = () => createGiphyClient({ apiKey: 'k', storage: null, onWarning: () => {} });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('synthetic responses', () => {
  for (const mode of ['development', 'production', 'test']) {
    it(`are a SyntheticResponseError saying 'synthetic response' in ${mode} builds`, async () => {
      vi.stubEnv('NODE_ENV', mode);
      const error = await failure(client().searchGifs('synthetic response'));
      expect(error).toBeInstanceOf(SyntheticResponseError);
      expect(error).toBeInstanceOf(FetchError);
      expect((error as Error).message).toContain('synthetic response');
    });
  }

  it('are kept 6 s as errors, never as 60 s successes; then asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const giphy = client();
    expect(await failure(giphy.searchGifs('synthetic response'))).toBeInstanceOf(SyntheticResponseError);
    expect(requests.length).toBe(1);
    vi.advanceTimersByTime(ERROR_TTL - 1);
    expect(await failure(giphy.searchGifs('synthetic response'))).toBeInstanceOf(SyntheticResponseError);
    expect(requests.length).toBe(1); // kept: no request inside 6 s
    vi.advanceTimersByTime(1);
    expect(await failure(giphy.searchGifs('synthetic response'))).toBeInstanceOf(SyntheticResponseError);
    expect(requests.length).toBe(2); // not a 60 s success: asked again at 6 s
  });
});

describe('explicit retry', () => {
  it('sends a new request inside the 6 s window and gets the fresh answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.use(failingOnce('https://api.giphy.com/v1/gifs/trending', 500));
    const giphy = client();
    expect(await failure(giphy.trendingGifs())).toBeInstanceOf(FetchError);
    vi.advanceTimersByTime(1000);
    expect(await failure(giphy.trendingGifs())).toBeInstanceOf(FetchError); // kept 6 s
    expect(requests.length).toBe(1);
    const retried = await giphy.trendingGifs({ signal: reloadSignal(new AbortController().signal) });
    expect(requests.length).toBe(2);
    expect(retried.meta.response_id).toBe('r');
    server.resetHandlers();
  });
});
