/**
 * Search calls against the mock API: the search service (offset and filters → count,
 * results, gps_keywords), its CSV export and the ajax search report; and the rule that a
 * search answer which is not JSON throws an error naming the URL.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';
import { FetchError } from '../errors';

const { client, last, server } = setupPlatformTestServer();

describe('search', () => {
  it('service: GET /api/v1/search-service/search/ with offset and filters', async () => {
    const answer = await client().search.service({ q: 'dragon ball', type: 'gif', offset: 1, limit: 2 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/search-service/search/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'dragon ball', type: 'gif', offset: '1', limit: '2' });
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(answer.gps_keywords).toEqual(['dragon', 'ball']);
    expect(answer.results.length).toBeLessThanOrEqual(2);
    expect(answer.count).toBeGreaterThanOrEqual(answer.results.length);
  });

  it('exportCsv: GET /csv/ with the filters, answered as CSV text', async () => {
    const csv = await client().search.exportCsv({ q: 'dragon', rating: 'g' });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/csv/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'dragon', rating: 'g' });
    expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
    expect(csv.split('\n')[0]).toBe('id,title,username,rating,type,url,create_datetime');
  });

  it('report: POST /ajax/report-search with the search report fields as JSON', async () => {
    const report = {
      reasons: ['offensive', 'irrelevant'],
      additional_info: 'The third result is off.',
      search_response_id: '2a5a6f8bd1c4e3f0a9b7c6d5e4f3a2b1c0d9e8f7',
      search_term: 'dragon ball',
      search_content_type: 'gifs',
    };
    const answer = await client().search.report(report);
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.href).toBe('https://giphy.com/ajax/report-search');
    expect(await request.json()).toEqual(report);
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(answer.success).toBe(true);
  });

  it('a search answer that is not JSON throws a FetchError naming the URL', async () => {
    server.use(
      http.get('https://giphy.com/api/v1/search-service/search/', () =>
        HttpResponse.text('<html>Sign in</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    const logger = { warn: () => {}, error: () => {} };
    const error = await client({ logger })
      .search.service({ q: 'cats' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      code: 'invalid-response',
      status: 200,
      url: 'https://giphy.com/api/v1/search-service/search/?q=cats',
    });
    expect((error as Error).message).toContain('https://giphy.com/api/v1/search-service/search/?q=cats');
  });
});
