/**
 * The ajax GIF calls against the mock API: method, path, query encoding (`gif_ids` joined
 * with commas), JSON and form-encoded bodies, and the site auth headers on every call.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();
const A = 'GRSnxyhJnPsaQy9YLn';
const B = 'l0HlyLQsbvhciAuKA';

function expectSession(request: Request) {
  expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
  expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
}

describe('gifs (ajax)', () => {
  it('trending: GET /ajax/gifs/trending?gif_ids=a,b', async () => {
    const answer = await client().gifs.trending({ gif_ids: [A, B] });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.href).toBe(`https://giphy.com/ajax/gifs/trending?gif_ids=${A}%2C${B}`);
    expectSession(request);
    expect(answer.data.map((g) => g.id)).toEqual([A, B]);
  });

  it('tagCounts: GET /ajax/gif/{id}/tag-counts', async () => {
    const answer = await client().gifs.tagCounts({ id: A });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe(`/ajax/gif/${A}/tag-counts`);
    expectSession(request);
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('metadata: GET /ajax/gifs/metadata with a comma-separated string as given', async () => {
    const answer = await client().gifs.metadata({ gif_ids: `${A},${B}` });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/ajax/gifs/metadata');
    expect(url.searchParams.get('gif_ids')).toBe(`${A},${B}`);
    expect(answer.data.map((g) => g.id)).toEqual([A, B]);
  });

  it('extendedMetadata: GET /ajax/gifs/extended-metadata with a token', async () => {
    const answer = await client({ auth: TOKEN }).gifs.extendedMetadata({ gif_ids: [A] });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/ajax/gifs/extended-metadata');
    expect(url.searchParams.get('gif_ids')).toBe(A);
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect(answer.data[0]?.id).toBe(A);
  });

  it('tagTranslations: GET /ajax/gif/{id}/tag-translations', async () => {
    const answer = await client().gifs.tagTranslations({ id: A });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe(`/ajax/gif/${A}/tag-translations`);
    expect(Array.isArray(answer.data)).toBe(true);
  });

  it('languageTags / addLanguageTags / removeLanguageTags: bulk GET, POST JSON {tags, lang}, DELETE ?tag&lang', async () => {
    const platform = client({ password: 'pw' });
    const added = await platform.gifs.addLanguageTags({ id: A, tags: ['saiyan', 'transformación'], lang: 'es' });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe(`/ajax/gif/${A}/language-tags`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ tags: ['saiyan', 'transformación'], lang: 'es' });
    expect(request.headers.get('x-password')).toBe('pw');
    expectSession(request);
    expect(added.tags).toEqual(expect.arrayContaining(['saiyan', 'transformación']));

    const bulk = await platform.gifs.languageTags({ gif_ids: [A, B], lang: 'es' });
    ({ request, url } = last());
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/ajax/gif/bulk/language-tags');
    expect(url.searchParams.get('gif_ids')).toBe(`${A},${B}`);
    expect(url.searchParams.get('lang')).toBe('es');
    expect(bulk.data.find((e) => e.gif_id === A)?.tags).toContain('saiyan');

    const removed = await platform.gifs.removeLanguageTags({ id: A, tag: 'saiyan', lang: 'es' });
    ({ request, url } = last());
    expect(request.method).toBe('DELETE');
    expect(url.pathname).toBe(`/ajax/gif/${A}/language-tags`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ tag: 'saiyan', lang: 'es' });
    expect(removed.tags).not.toContain('saiyan');
  });

  it('update: POST /ajax/gif/update form-encoded gif_id, key, value', async () => {
    const answer = await client().gifs.update({ gif_id: A, key: 'title', value: 'Goku powers up' });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/ajax/gif/update');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('gif_id=GRSnxyhJnPsaQy9YLn&key=title&value=Goku+powers+up');
    expectSession(request);
    expect(answer).toMatchObject({ success: true, key: 'title', value: 'Goku powers up' });
  });

  it('sendAnalytic: POST /ajax/gif/{id}/analytic/{type}/ with no body', async () => {
    const answer = await client().gifs.sendAnalytic({ id: A, type: 'view' });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe(`/ajax/gif/${A}/analytic/view/`);
    expect(await request.text()).toBe('');
    expectSession(request);
    expect(answer).toMatchObject({ success: true, type: 'view', count: 1 });
  });

  it('instashare: POST /ajax/instashare/ form-encoded gif_id, to', async () => {
    const answer = await client().gifs.instashare({ gif_id: A, to: 'friend@example.org' });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/ajax/instashare/');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(await request.text())).toEqual(
      new URLSearchParams({ gif_id: A, to: 'friend@example.org' }),
    );
    expect(answer).toMatchObject({ success: true, gif_id: A, to: 'friend@example.org' });
  });
});
