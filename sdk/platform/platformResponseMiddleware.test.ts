/**
 * The platform error rules through real calls: a non-2xx answer throws an
 * ApiError built from its body (status, message, body, url) in every family's envelope; a 204
 * is success; a 2xx that is not JSON throws a FetchError naming the URL; network failures and
 * aborts are FetchErrors; every failure but an abort is logged.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';
import { ApiError, FetchError } from '../errors';
import { MOCK_ERROR_HEADER } from '../mock';
import { createPlatformClient } from './createPlatformClient';

const { client, server, logger } = setupPlatformTestServer();
const failing = (status: number) => ({ headers: { [MOCK_ERROR_HEADER]: String(status) } });

describe('non-2xx answers become ApiError', () => {
  it('site API: the message is the body’s `detail`', async () => {
    const log = logger();
    const error = await client({ logger: log })
      .channels.get({ id: 999 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'gifkit: Not found.',
      body: { detail: 'Not found.' },
      url: 'https://giphy.com/api/v4/channels/999',
    });
    expect(log.error).toHaveBeenCalledWith('gifkit: Not found.', error);
  });

  it('a validation error keeps the whole body', async () => {
    const error = await client()
      .account.register({ email: 'not-an-email', username: 'someone', password: 'long-enough' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body: { detail: 'email: Enter a valid email address.' } });
  });

  it('no credentials: 401 from the site', async () => {
    await expect(client({ auth: undefined }).users.get({ id: 1 })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'gifkit: Authentication credentials were not provided.',
    });
  });

  it.each([
    ['ajax', (c: ReturnType<typeof client>) => c.gifs.tagCounts({ id: 'GRSnxyhJnPsaQy9YLn' })],
    ['stories', (c: ReturnType<typeof client>) => c.stories.get({ id: 'gk5tRy0001' })],
    ['scheduler', (c: ReturnType<typeof client>) => c.scheduler.activity()],
  ])('%s: the message is the body’s `message`, the status the answer’s', async (_family, run) => {
    const platform = client({ userToken: 't', accessToken: 'a', ...failing(429) });
    const error = await run(platform).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'gifkit: API rate limit exceeded' });
    expect((error as ApiError).body).toMatchObject({ message: 'API rate limit exceeded', status: 429 });
  });

  it('a body that is not JSON: the text is the body, the status line the message when it is long', async () => {
    server.use(http.get('https://giphy.com/api/v3/env/build', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(client().account.envBuild()).rejects.toMatchObject({
      status: 502,
      body: 'Bad gateway',
      message: 'gifkit: Bad gateway',
    });
    server.use(
      http.get(
        'https://giphy.com/api/v3/env/build',
        () => new HttpResponse(`<html>${'x'.repeat(300)}</html>`, { status: 503 }),
      ),
    );
    await expect(client().account.envBuild()).rejects.toMatchObject({
      status: 503,
      message: 'gifkit: 503 Service Unavailable',
    });
  });
});

describe('success and broken answers', () => {
  it('204 is success: resolves to undefined and logs nothing', async () => {
    const log = logger();
    await expect(client({ logger: log }).channels.delete({ id: 5 })).resolves.toBeUndefined();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('a 200 that is not JSON throws a FetchError naming the URL, and logs it', async () => {
    server.use(http.get('https://giphy.com/api/v4/channels/1', () => HttpResponse.text('{"id": 1,')));
    const log = logger();
    const error = await client({ logger: log })
      .channels.get({ id: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(
      'gifkit: the answer of https://giphy.com/api/v4/channels/1 is not valid JSON',
    );
    expect(log.error).toHaveBeenCalledWith((error as Error).message, error);
  });

  it('an empty 200 resolves to undefined', async () => {
    server.use(http.get('https://giphy.com/api/v3/env/build', () => new HttpResponse(null, { status: 200 })));
    await expect(client().account.envBuild()).resolves.toBeUndefined();
  });

  it('a network failure is a FetchError with code network, logged', async () => {
    server.use(http.get('https://giphy.com/api/v3/env/build', () => HttpResponse.error()));
    const log = logger();
    await expect(client({ logger: log }).account.envBuild()).rejects.toMatchObject({
      name: 'FetchError',
      code: 'network',
      status: 0,
      url: 'https://giphy.com/api/v3/env/build',
    });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('an aborted call is a FetchError with code aborted, not logged', async () => {
    const log = logger();
    const controller = new AbortController();
    controller.abort();
    await expect(client({ logger: log }).account.envBuild({ signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs to the console by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createPlatformClient({}).users.get({ id: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(spy).toHaveBeenCalledWith('gifkit: Authentication credentials were not provided.', expect.any(ApiError));
    spy.mockRestore();
  });
});
