/**
 * Channels against the mock API: every call's method, path, query/body and auth; the update
 * that resolves only once its flush job is DONE (polled up to 8 times, 500 ms apart, fake
 * timers); and the children guard.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';
import { GifkitError } from '../errors';

const { client, last, requests, server } = setupPlatformTestServer();
const JOB_URL = 'https://giphy.com/api/v4/channels/retrieve-job/';

function expectSession(request: Request) {
  expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
  expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
}

const jobPolls = () => requests.filter((r) => r.url.startsWith(JOB_URL));

/** Only the timers the polling uses are faked; real I/O (msw) keeps running. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Lets pending I/O and promises run (without moving the fake clock) until `count` polls were made. */
async function untilPolls(count: number) {
  for (let i = 0; i < 200 && jobPolls().length < count; i++) await new Promise((r) => setImmediate(r));
  expect(jobPolls()).toHaveLength(count);
}

describe('channels: calls', () => {
  it('get: GET /api/v4/channels/{id} with children by default', async () => {
    const channel = await client().channels.get({ id: 1 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/channels/1');
    expect(url.search).toBe('');
    expectSession(request);
    expect(channel.slug).toBe('gifkit');
    expect(channel.children?.length).toBeGreaterThan(0);
  });

  it('get with fetch_children: false sends fetch_children=false and gets no children', async () => {
    const channel = await client().channels.get({ id: 1, fetch_children: false });
    expect(last().url.searchParams.get('fetch_children')).toBe('false');
    expect(channel.children).toBeUndefined();
  });

  it('findBySlug: GET /api/v4/channels?slug=', async () => {
    const list = await client({ auth: TOKEN }).channels.findBySlug({ slug: 'gifkit' });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/channels');
    expect(url.searchParams.get('slug')).toBe('gifkit');
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect(list.results.map((c) => c.id)).toEqual([1]);
  });

  it('create: POST /api/v4/channels/ with a JSON body; the new channel can be fetched', async () => {
    const platform = client();
    const created = await platform.channels.create({ display_name: 'Memes', parent: 1 });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v4/channels/');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ display_name: 'Memes', parent: 1 });
    expectSession(request);
    expect((await platform.channels.get({ id: created.id })).display_name).toBe('Memes');
  });

  it('move: POST /api/v4/channels/{id}/move/ with position and target_channel', async () => {
    const moved = await client().channels.move({ id: 3, position: 0, target_channel: 4 });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v4/channels/3/move/');
    expect(await request.json()).toEqual({ position: 0, target_channel: 4 });
    expect(moved).toMatchObject({ parent: 4, position: 0 });
  });

  it('delete: DELETE /api/v4/channels/{id}/ resolves (204) to undefined; the channel is gone', async () => {
    const platform = client();
    await expect(platform.channels.delete({ id: 5 })).resolves.toBeUndefined();
    const { request, url } = last();
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe('/api/v4/channels/5/');
    expectSession(request);
    await expect(platform.channels.get({ id: 5 })).rejects.toMatchObject({ status: 404 });
  });

  it('children: GET /api/v4/channels/{id}/children/', async () => {
    const list = await client().channels.children({ id: 1 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/channels/1/children/');
    expectSession(request);
    expect(list.results.every((c) => c.parent === 1)).toBe(true);
  });

  it('feed: GET /api/v4/channels/{id}/feed/ with limit and offset', async () => {
    const feed = await client().channels.feed({ id: 1, limit: 2, offset: 1 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/channels/1/feed/');
    expect(url.searchParams.get('limit')).toBe('2');
    expect(url.searchParams.get('offset')).toBe('1');
    expect(feed.results).toHaveLength(2);
  });

  it('retrieveJob: GET /api/v4/channels/retrieve-job/?job=', async () => {
    const job = await client().channels.retrieveJob({ job: '6f1c9a52-8d4e-4c1b-9a7e-2b6f0d9e4c11' });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v4/channels/retrieve-job/');
    expect(url.searchParams.get('job')).toBe('6f1c9a52-8d4e-4c1b-9a7e-2b6f0d9e4c11');
    expectSession(request);
    expect(job.status).toBe('DONE');
  });
});

describe('channels.update waits for the flush job', () => {
  it('PATCHes, then polls retrieve-job 500 ms apart until DONE (the mock says PENDING, PENDING, DONE)', async () => {
    fakeTimers();
    const platform = client({ password: 'pw' });
    let resolved = false;
    const pending = platform.channels.update({ id: 2, display_name: 'Reactions & Replies' }).then((result) => {
      resolved = true;
      return result;
    });

    await untilPolls(1);
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(new URL(patch.url).pathname).toBe('/api/v4/channels/2/');
    expect(await patch.clone().json()).toEqual({ display_name: 'Reactions & Replies' });
    expect(patch.headers.get('x-password')).toBe('pw');
    expectSession(patch);

    await vi.advanceTimersByTimeAsync(499);
    expect(jobPolls()).toHaveLength(1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await untilPolls(2);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(500);

    const result = await pending;
    expect(jobPolls()).toHaveLength(3);
    const flush = result.channel.flush_uuid!;
    expect(jobPolls().every((r) => new URL(r.url).searchParams.get('job') === flush)).toBe(true);
    expect(jobPolls().every((r) => r.headers.get('x-csrftoken') === 'csrf-123')).toBe(true);
    expect(result).toMatchObject({ settled: true, job: { job: flush, status: 'DONE', channel: 2 } });
    expect(result.channel.display_name).toBe('Reactions & Replies');
  });

  it('gives up after 8 polls 500 ms apart and returns the last result with settled: false', async () => {
    server.use(
      http.get(JOB_URL, ({ request }) =>
        HttpResponse.json({ job: new URL(request.url).searchParams.get('job')!, status: 'PENDING' }),
      ),
    );
    fakeTimers();
    const pending = client().channels.update({ id: 2, description: 'Every reaction.' });
    await untilPolls(1);
    for (let poll = 2; poll <= 8; poll++) {
      await vi.advanceTimersByTimeAsync(500);
      await untilPolls(poll);
    }
    const result = await pending;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(jobPolls()).toHaveLength(8);
    expect(result.settled).toBe(false);
    expect(result.job?.status).toBe('PENDING');
    expect(result.channel.description).toBe('Every reaction.');
  });

  it('stops at a FAILED job (final) with settled: false', async () => {
    server.use(http.get(JOB_URL, () => HttpResponse.json({ job: 'x', status: 'FAILED' })));
    const result = await client().channels.update({ id: 2, description: 'x' });
    expect(jobPolls()).toHaveLength(1);
    expect(result).toMatchObject({ settled: false, job: { status: 'FAILED' } });
  });

  it('counts a failing poll as a try and keeps polling', async () => {
    let calls = 0;
    server.use(
      http.get(JOB_URL, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json({ job: 'x', status: 'DONE' });
      }),
    );
    const logger = { warn: vi.fn(), error: vi.fn() };
    const result = await client({ logger, sleep: async () => {} }).channels.update({ id: 2, description: 'x' });
    expect(calls).toBe(2);
    expect(result.settled).toBe(true);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('rejects with an aborted FetchError when its signal fires while waiting', async () => {
    fakeTimers();
    const controller = new AbortController();
    const pending = client().channels.update({ id: 2, description: 'x', signal: controller.signal });
    const outcome = expect(pending).rejects.toMatchObject({ code: 'aborted' });
    await untilPolls(1);
    controller.abort();
    await outcome;
  });
});

describe('channels.children needs the parent id', () => {
  it.each([undefined, null, Number.NaN])('throws the spec message for id %s and makes no request', async (id) => {
    const error = await client()
      .channels.children({ id })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GifkitError);
    expect((error as Error).message).toBe("We cannot fetch a channel's children without its parent's id.");
    expect(requests).toHaveLength(0);
  });
});
