/**
 * The per-family transport functions are deprecated aliases of `createTransport(family, options)`
 * (docs/migration.md, "Deprecated names"): the same requests, one warning each in development,
 * none in production (production first: a warning skipped there still comes after).
 */
import { describe, expect, it, vi } from 'vitest';
import { watchDeprecations } from '../../test/support/deprecationWarnings';
import {
  createAjaxTransport,
  createPublicTransport,
  createSchedulerTransport,
  createStoriesTransport,
  createTransport,
  createV4Transport,
} from '../index';

const deprecations = watchDeprecations();

/** A fetch that records the request and answers an empty JSON object. */
function recorder() {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response('{}', { headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch };
}

async function sameRequests() {
  const calls = [
    {
      old: (fetch: (r: Request) => Promise<Response>) => createPublicTransport({ apiKey: 'k', fetch }),
      now: (fetch: (r: Request) => Promise<Response>) => createTransport('public', { apiKey: 'k', fetch }),
      path: '/v1/gifs/trending',
    },
    {
      old: (fetch: (r: Request) => Promise<Response>) =>
        createV4Transport({ auth: { type: 'token', token: 't' }, fetch }),
      now: (fetch: (r: Request) => Promise<Response>) =>
        createTransport('v4', { auth: { type: 'token', token: 't' }, fetch }),
      path: '/v4/channels/1',
    },
    {
      old: (fetch: (r: Request) => Promise<Response>) =>
        createAjaxTransport({ auth: { type: 'token', token: 't' }, fetch }),
      now: (fetch: (r: Request) => Promise<Response>) =>
        createTransport('ajax', { auth: { type: 'token', token: 't' }, fetch }),
      path: '/ajax/tags/related',
    },
    {
      old: (fetch: (r: Request) => Promise<Response>) => createStoriesTransport({ userToken: 'u', fetch }),
      now: (fetch: (r: Request) => Promise<Response>) => createTransport('stories', { userToken: 'u', fetch }),
      path: '/v1/stories',
    },
    {
      old: (fetch: (r: Request) => Promise<Response>) => createSchedulerTransport({ accessToken: 'a', fetch }),
      now: (fetch: (r: Request) => Promise<Response>) => createTransport('scheduler', { accessToken: 'a', fetch }),
      path: '/v1/jobs',
    },
  ];
  for (const { old, now, path } of calls) {
    const a = recorder();
    const b = recorder();
    await (old(a.fetch) as unknown as { GET: (p: string) => Promise<unknown> }).GET(path);
    await (now(b.fetch) as unknown as { GET: (p: string) => Promise<unknown> }).GET(path);
    const describe = (r: Request) => [r.method, r.url, [...r.headers.entries()].sort()];
    expect(a.requests.map(describe)).toEqual(b.requests.map(describe));
    expect(a.requests).toHaveLength(1);
  }
}

describe('createPublicTransport, createV4Transport, createAjaxTransport, createStoriesTransport, createSchedulerTransport (deprecated)', () => {
  it('in production: the same requests as createTransport, no warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await sameRequests();
    expect(deprecations()).toEqual([]);
  });

  it('in development: the same requests, and one warning each naming createTransport', async () => {
    await sameRequests();
    await sameRequests();
    expect(deprecations()).toEqual([
      expect.stringContaining("createPublicTransport (gifkit) is deprecated: use createTransport('public', options)"),
      expect.stringContaining("createV4Transport (gifkit) is deprecated: use createTransport('v4', options)"),
      expect.stringContaining("createAjaxTransport (gifkit) is deprecated: use createTransport('ajax', options)"),
      expect.stringContaining("createStoriesTransport (gifkit) is deprecated: use createTransport('stories', options)"),
      expect.stringContaining(
        "createSchedulerTransport (gifkit) is deprecated: use createTransport('scheduler', options)",
      ),
    ]);
  });
});
