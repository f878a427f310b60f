/**
 * The ajax tag calls against the mock API: related tags by tag (URL-encoded path) and tag
 * prediction from frames (JSON body), with the site auth.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

describe('tags (ajax)', () => {
  it('related: GET /ajax/tags/related/gif/{tag}/ with the tag URL-encoded', async () => {
    const answer = await client().tags.related({ tag: 'dragon ball' });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/ajax/tags/related/gif/dragon%20ball/');
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(answer.tag).toBe('dragon ball');
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('predict: POST /ajax/tags/prediction/ with {frames} as JSON', async () => {
    const frames = ['https://media.giphy.com/media/GRSnxyhJnPsaQy9YLn/giphy_s.gif'];
    const answer = await client().tags.predict({ frames });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/ajax/tags/prediction/');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ frames });
    expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
    expect(answer.data[0]).toMatchObject({ name: expect.any(String), response_id: expect.any(String) });
  });
});
