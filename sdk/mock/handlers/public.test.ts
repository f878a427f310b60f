/**
 * Behaviour of the public-API mock over plain fetch: real pagination, stable ids, magic
 * terms, auth, calls to action, random/related/ids lookups, emoji and error envelopes.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDeprecations } from '../../../test/support/deprecationWarnings';
import { MOCK_ERROR_HEADER, toHandlers } from '../define';
import { createPublicMock, PUBLIC_MOCK_TERMS } from './public';

const API = 'https://api.giphy.com';
const KNOWN_ID = 'l0HlyLQsbvhciAuKA';

// biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected loosely
type Json = any;

const server = setupServer(...toHandlers(createPublicMock()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => server.resetHandlers(...toHandlers(createPublicMock())));

async function call(path: string, query: Record<string, string | number> = {}, init: RequestInit = {}) {
  const params = new URLSearchParams({ api_key: 'test-key', pingback_id: 'abc123', ...stringify(query) });
  const response = await fetch(`${API}${path}?${params}`, init);
  const body: Json = response.status === 204 ? null : await response.json();
  return { status: response.status, body };
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

describe('search pagination', () => {
  it('pages to the end: offsets add up, the last page reaches total_count, ids are unique and stable', async () => {
    const first = await call('/v1/gifs/search', { q: 'cats', limit: 50 });
    expect(first.status).toBe(200);
    const total: number = first.body.pagination.total_count;
    expect(total).toBeGreaterThanOrEqual(100);
    expect(total).toBeLessThanOrEqual(400);

    const ids: string[] = [];
    let offset = 0;
    let pages = 0;
    while (offset < total) {
      const { body } = await call('/v1/gifs/search', { q: 'cats', limit: 50, offset });
      expect(body.pagination).toMatchObject({ offset, total_count: total, count: body.data.length });
      ids.push(...body.data.map((g: Json) => g.id));
      offset += body.pagination.count;
      pages++;
    }
    expect(offset).toBe(total);
    expect(pages).toBe(Math.ceil(total / 50));
    expect(new Set(ids).size).toBe(total);

    const past = await call('/v1/gifs/search', { q: 'cats', limit: 50, offset: total });
    expect(past.body.data).toEqual([]);

    const again = await call('/v1/gifs/search', { q: 'cats', limit: 50 });
    expect(again.body).toEqual(first.body);
  });

  it('defaults to 25, caps limit at 50, rejects offsets beyond 4999 and other terms differ', async () => {
    expect((await call('/v1/gifs/search', { q: 'dogs' })).body.data).toHaveLength(25);
    expect((await call('/v1/gifs/search', { q: 'dogs', limit: 500 })).body.data).toHaveLength(50);
    const tooFar = await call('/v1/gifs/search', { q: 'dogs', offset: 5000 });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.meta.status).toBe(400);
    const a = await call('/v1/gifs/search', { q: 'dogs', limit: 5 });
    const b = await call('/v1/stickers/search', { q: 'dogs', limit: 5 });
    expect(b.body.data[0].type).toBe('sticker');
    expect(a.body.data[0].id).not.toBe(b.body.data[0].id);
  });

  it('trending has 500 items and offsets up to 499', async () => {
    const last = await call('/v1/gifs/trending', { offset: 499 });
    expect(last.body.pagination).toEqual({ total_count: 500, count: 1, offset: 499 });
    expect((await call('/v1/gifs/trending', { offset: 500 })).status).toBe(400);
  });
});

describe('magic terms', () => {
  it.each([
    [PUBLIC_MOCK_TERMS.notFound, 404],
    [PUBLIC_MOCK_TERMS.serverError, 500],
    ['error 503', 503],
  ])('%s answers %i in the meta envelope', async (q, status) => {
    const { status: got, body } = await call('/v1/gifs/search', { q });
    expect(got).toBe(status);
    expect(body).toMatchObject({ data: [], meta: { status, response_id: '' } });
  });

  it('error 429 answers in the gateway form', async () => {
    const { status, body } = await call('/v1/gifs/search', { q: PUBLIC_MOCK_TERMS.rateLimited });
    expect(status).toBe(429);
    expect(body).toEqual({ message: 'API rate limit exceeded' });
  });

  it('no results → an empty page', async () => {
    const { body } = await call('/v1/gifs/search', { q: PUBLIC_MOCK_TERMS.noResults });
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ total_count: 0, count: 0, offset: 0 });
  });

  it('synthetic response → 200 with an empty response id', async () => {
    const { status, body } = await call('/v1/gifs/search', { q: PUBLIC_MOCK_TERMS.synthetic });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { status: 200, msg: 'OK', response_id: '' } });
  });

  it('malformed → one item without id, one with images "oops"', async () => {
    const { status, body } = await call('/v1/gifs/search', { q: PUBLIC_MOCK_TERMS.malformed, limit: 5 });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.data[0].id).toBeUndefined();
    expect(body.data[1].images).toBe('oops');
    expect(typeof body.data[2].id).toBe('string');
  });

  it('terms longer than 50 characters answer 414', async () => {
    expect((await call('/v1/gifs/search', { q: 'x'.repeat(51) })).status).toBe(414);
  });
});

describe('errors', () => {
  it('a missing api_key answers 401 in the meta envelope', async () => {
    const response = await fetch(`${API}/v1/gifs/trending`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ data: [], meta: { status: 401, msg: 'Unauthorized', response_id: '' } });
  });

  it('an unknown GIF answers 404 like the recorded 404', async () => {
    const { status, body } = await call('/v1/gifs/doesNotExist123');
    expect(status).toBe(404);
    expect(body).toMatchObject({ data: [], meta: { status: 404, msg: 'Not Found' } });
  });

  it(`the ${MOCK_ERROR_HEADER} header forces a status`, async () => {
    const { status, body } = await call('/v1/gifs/trending', {}, { headers: { [MOCK_ERROR_HEADER]: '503' } });
    expect(status).toBe(503);
    expect(body.meta.status).toBe(503);
  });
});

describe('GIFs', () => {
  it('a call to action set on a GIF shows in getGif until deleted', async () => {
    const cta = { link: 'https://example.org/track', text: 'Listen' };
    const put = await call(
      `/v1/gifs/${KNOWN_ID}/cta`,
      {},
      { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cta) },
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(cta);
    expect((await call(`/v1/gifs/${KNOWN_ID}`)).body.data.cta).toEqual(cta);
    expect((await call(`/v1/gifs/${KNOWN_ID}/cta`, {}, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/v1/gifs/${KNOWN_ID}`)).body.data.cta).toBeUndefined();
    const bad = await call(
      `/v1/gifs/nope000/cta`,
      {},
      { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cta) },
    );
    expect(bad.status).toBe(404);
  });

  it('every listed GIF and sticker can be fetched by id', async () => {
    for (const type of ['gifs', 'stickers']) {
      const ids: string[] = [];
      for (let offset = 0; offset < 500; offset += 50)
        ids.push(...(await call(`/v1/${type}/trending`, { limit: 50, offset })).body.data.map((g: Json) => g.id));
      for (let i = 0; i < ids.length; i += 100) {
        const batch = ids.slice(i, i + 100);
        expect((await call('/v1/gifs', { ids: batch.join(',') })).body.data.map((g: Json) => g.id)).toEqual(batch);
      }
    }
    const { body } = await call('/v1/gifs/search', { q: 'pizza', limit: 3, offset: 200 });
    for (const gif of body.data) expect((await call(`/v1/gifs/${gif.id}`)).body.data.id).toBe(gif.id);
  });

  it('getGifsByIds keeps the order and drops unknown ids', async () => {
    const { body } = await call('/v1/gifs', { ids: `dalJ0CpF7hwmN1nZXe,unknown1,${KNOWN_ID}` });
    expect(body.data.map((g: Json) => g.id)).toEqual(['dalJ0CpF7hwmN1nZXe', KNOWN_ID]);
  });

  it('accepts the legacy `y` rating as the strictest level; an unknown rating is 400', async () => {
    const { body } = await call('/v1/gifs', { ids: `dalJ0CpF7hwmN1nZXe,${KNOWN_ID}` });
    const rated: Json[] = body.data.filter((g: Json) => g.rating && g.rating !== 'y');
    expect(rated.length).toBeGreaterThan(0);
    const strict = await call('/v1/gifs', { ids: `dalJ0CpF7hwmN1nZXe,${KNOWN_ID}`, rating: 'y' });
    expect(strict.status).toBe(200);
    expect(strict.body.data.map((g: Json) => g.id)).not.toContain(rated[0].id);
    expect((await call('/v1/gifs/search', { q: 'cats', rating: 'x' })).status).toBe(400);
  });

  it('random gives a different GIF on each call, the same sequence for a new mock', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await call('/v1/gifs/random')).body.data.id);
    expect(new Set(ids).size).toBe(3);
    server.resetHandlers(...toHandlers(createPublicMock()));
    expect((await call('/v1/gifs/random')).body.data.id).toBe(ids[0]);
  });

  it('related excludes the GIF itself', async () => {
    const { body } = await call('/v1/gifs/related', { gif_id: KNOWN_ID, limit: 50 });
    expect(body.data.length).toBe(50);
    expect(body.data.some((g: Json) => g.id === KNOWN_ID)).toBe(false);
  });

  it('clips carry a video object', async () => {
    const { body } = await call('/v1/videos/search', { q: 'cats', limit: 1 });
    expect(body.data[0].type).toBe('video');
    expect(body.data[0].video.assets['360p'].url).toMatch(/giphy360p\.mp4$/);
  });
});

describe('emoji, channels, tags, pingback', () => {
  it('v2 emoji paginate with next_cursor; variations of unknown ids are empty', async () => {
    const first = await call('/v2/emoji', { limit: 2 });
    expect(first.body.pagination).toEqual({ count: 2, offset: 0, next_cursor: 2 });
    const last = await call('/v2/emoji', { limit: 2, offset: 4 });
    expect(last.body.pagination).toEqual({ count: 1, offset: 4 });
    const variations = await call('/v2/emoji/dalJ0CpF7hwmN1nZXe/variations');
    expect(variations.body.data).toHaveLength(5);
    expect(variations.body.pagination).toBeUndefined();
    expect((await call('/v2/emoji/unknown1/variations')).body.data).toEqual([]);
  });

  it('channel search filters by q, else serves every channel', async () => {
    expect((await call('/v1/channels/search', { q: '@nbaontnt' })).body.data.map((c: Json) => c.slug)).toEqual([
      'nbaontnt',
    ]);
    expect((await call('/v1/channels/search', { q: 'zzz' })).body.data).toHaveLength(6);
  });

  it('autocomplete returns up to limit names built from q', async () => {
    const { body } = await call('/v1/gifs/search/tags', { q: 'cat' });
    expect(body.data).toHaveLength(5);
    expect(body.data[0]).toEqual({ name: 'cat' });
  });

  it('categories each carry a GIF; unknown categories answer 404', async () => {
    const { body } = await call('/v1/gifs/categories');
    expect(body.data.every((c: Json) => typeof c.gif.id === 'string')).toBe(true);
    expect((await call('/v1/gifs/categories/actions/dancing')).status).toBe(200);
    expect((await call('/v1/gifs/categories/nothing')).status).toBe(404);
  });

  it('pingback accepts events (204) and rejects an empty batch (400)', async () => {
    const post = (body: unknown) =>
      fetch('https://pingback.giphy.com/v2/pingback?apikey=k', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ events: [{ ts: 1, action_type: 'SEEN' }] })).status).toBe(204);
    expect((await post({ events: [] })).status).toBe(400);
  });

  /** Posts one event to the pingback service with `query` (the key parameters). */
  const pingback = (query: string) =>
    fetch(`https://pingback.giphy.com/v2/pingback?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ ts: 1, action_type: 'SEEN' }] }),
    });

  describe('the pingback key', () => {
    const deprecations = watchDeprecations();

    it('is read from `apikey`, as the real service does; without a key it is 401', async () => {
      expect((await pingback('apikey=k')).status).toBe(204);
      expect((await pingback('apikey=k&api_key=k')).status).toBe(204);
      expect((await pingback('pingback_id=p')).status).toBe(401);
      expect(deprecations()).toEqual([]);
    });

    // Production first: a warning skipped there must not count as given.
    it('only as the deprecated `api_key` still passes, never warning in production', async () => {
      vi.stubEnv('NODE_ENV', 'production');
      expect((await pingback('api_key=k')).status).toBe(204);
      expect(deprecations()).toEqual([]);
    });

    it('only as the deprecated `api_key` still passes, warning once in development', async () => {
      expect((await pingback('api_key=k')).status).toBe(204);
      expect((await pingback('api_key=k')).status).toBe(204);
      expect(deprecations()).toEqual([
        expect.stringMatching(
          /^gifkit: a pingback with its key as api_key \(POST \/v2\/pingback\?api_key=…\) is deprecated: use apikey/,
        ),
      ]);
    });
  });
});
