import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, ValidationError } from '../errors';
import { fetchOEmbed, oEmbedEndpoint } from './fetchOEmbed';

const YOUTUBE_VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s';
const VIMEO_VIDEO = 'https://vimeo.com/76979871';
const YOUTUBE_OEMBED = 'https://www.youtube.com/oembed';
const VIMEO_OEMBED = 'https://vimeo.com/api/oembed.json';

const youtubeAnswer = {
  title: 'Never Gonna Give You Up',
  author_name: 'Rick Astley',
  author_url: 'https://www.youtube.com/@RickAstleyYT',
  type: 'video',
  height: 113,
  width: 200,
  version: '1.0',
  provider_name: 'YouTube',
  provider_url: 'https://www.youtube.com/',
  thumbnail_height: 360,
  thumbnail_width: 480,
  thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"></iframe>',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('fetchOEmbed', () => {
  it('asks YouTube with the URL encoded and format=json, and returns the validated answer', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(YOUTUBE_OEMBED, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ ...youtubeAnswer, unexpected: 'dropped' });
      }),
    );
    await expect(fetchOEmbed(YOUTUBE_VIDEO)).resolves.toEqual(youtubeAnswer);
    expect(seen?.searchParams.get('url')).toBe(YOUTUBE_VIDEO);
    expect(seen?.searchParams.get('format')).toBe('json');
    expect(seen?.search).toContain(encodeURIComponent(YOUTUBE_VIDEO));
  });

  it('asks Vimeo for Vimeo URLs and keeps its extra fields', async () => {
    server.use(
      http.get(VIMEO_OEMBED, ({ request }) => {
        expect(new URL(request.url).searchParams.get('url')).toBe(VIMEO_VIDEO);
        return HttpResponse.json({ type: 'video', html: '<iframe></iframe>', duration: 62, video_id: 76979871 });
      }),
    );
    const answer = await fetchOEmbed(VIMEO_VIDEO);
    expect(answer).toEqual({ type: 'video', html: '<iframe></iframe>', duration: 62, video_id: 76979871 });
  });

  it('builds the endpoints the providers document', () => {
    expect(oEmbedEndpoint('https://vimeo.com/1?a=b&c', 'vimeo')).toBe(
      'https://vimeo.com/api/oembed.json?url=https%3A%2F%2Fvimeo.com%2F1%3Fa%3Db%26c',
    );
    expect(oEmbedEndpoint('https://youtu.be/dQw4w9WgXcQ', 'youtube')).toBe(
      'https://www.youtube.com/oembed?url=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ&format=json',
    );
  });

  it('reports a 404 as "was not found"', async () => {
    server.use(http.get(YOUTUBE_OEMBED, () => new HttpResponse('Not Found', { status: 404, statusText: 'Not Found' })));
    const error = await failure(fetchOEmbed(YOUTUBE_VIDEO));
    expect(error.message).toMatch(/ was not found$/);
    expect(error).toMatchObject({ status: 404, code: 'http', statusText: 'Not Found' });
    expect(error.url).toBe(oEmbedEndpoint(YOUTUBE_VIDEO, 'youtube'));
  });

  it('reports a 403 (and YouTube 401) as "is not embeddable"', async () => {
    server.use(http.get(VIMEO_OEMBED, () => new HttpResponse(null, { status: 403 })));
    const forbidden = await failure(fetchOEmbed(VIMEO_VIDEO));
    expect(forbidden.message).toMatch(/ is not embeddable$/);
    expect(forbidden).toMatchObject({ status: 403, code: 'http' });

    server.use(http.get(YOUTUBE_OEMBED, () => new HttpResponse('Unauthorized', { status: 401 })));
    const unauthorized = await failure(fetchOEmbed(YOUTUBE_VIDEO));
    expect(unauthorized.message).toMatch(/ is not embeddable$/);
    expect(unauthorized.status).toBe(401);
  });

  it('reports other statuses with the status', async () => {
    server.use(http.get(YOUTUBE_OEMBED, () => new HttpResponse(null, { status: 503, statusText: 'Unavailable' })));
    const error = await failure(fetchOEmbed(YOUTUBE_VIDEO));
    expect(error).toMatchObject({ status: 503, statusText: 'Unavailable', code: 'http' });
    expect(error.message).toContain('503');
  });

  it("turns a network failure into code 'network'", async () => {
    server.use(http.get(YOUTUBE_OEMBED, () => HttpResponse.error()));
    const error = await failure(fetchOEmbed(YOUTUBE_VIDEO));
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  it("turns an abort, before or during the request, into code 'aborted'", async () => {
    server.use(
      http.get(YOUTUBE_OEMBED, async () => {
        await delay(1000);
        return HttpResponse.json(youtubeAnswer);
      }),
    );
    const before = await failure(fetchOEmbed(YOUTUBE_VIDEO, { signal: AbortSignal.abort() }));
    expect(before).toMatchObject({ status: 0, code: 'aborted' });

    const controller = new AbortController();
    const pending = fetchOEmbed(YOUTUBE_VIDEO, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toMatchObject({ status: 0, code: 'aborted' });
  });

  it("rejects bodies that are not JSON or lack the oEmbed fields with code 'invalid-response'", async () => {
    server.use(http.get(YOUTUBE_OEMBED, () => HttpResponse.text('<html>consent page</html>')));
    expect(await failure(fetchOEmbed(YOUTUBE_VIDEO))).toMatchObject({ status: 200, code: 'invalid-response' });

    server.use(http.get(YOUTUBE_OEMBED, () => HttpResponse.json({ type: 'video', width: '200' })));
    const invalid = await failure(fetchOEmbed(YOUTUBE_VIDEO));
    expect(invalid.code).toBe('invalid-response');
    expect(invalid.message).toMatch(/invalid at (html|width)/);
  });

  it('checks the URL before any request', async () => {
    await expect(fetchOEmbed('https://example.com/video/1')).rejects.toThrow(/is not a youtube url/);
    await expect(fetchOEmbed('https://example.com/video/1')).rejects.toBeInstanceOf(ValidationError);
    await expect(fetchOEmbed(VIMEO_VIDEO, { provider: 'youtube' })).rejects.toThrow(/is not a youtube url/);
    await expect(fetchOEmbed(YOUTUBE_VIDEO, { provider: 'vimeo' })).rejects.toThrow(/is not a vimeo url/);
    await expect(fetchOEmbed('https://youtu.be/nope')).rejects.toThrow(/is not a valid video id/);
  });

  it('uses the injected fetch', async () => {
    server.use(http.get(YOUTUBE_OEMBED, () => HttpResponse.json(youtubeAnswer)));
    const requested: string[] = [];
    const tracingFetch: typeof fetch = (input, init) => {
      requested.push(String(input));
      return fetch(input, init);
    };
    await fetchOEmbed(YOUTUBE_VIDEO, { fetch: tracingFetch });
    expect(requested).toEqual([oEmbedEndpoint(YOUTUBE_VIDEO, 'youtube')]);
  });
});
