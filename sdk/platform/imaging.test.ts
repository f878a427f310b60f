/**
 * Imaging trim against the mock API: a media URL goes as a GET with query parameters, a file
 * as a multipart POST; both answer a Blob, and no site credentials go to the imaging server.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

function expectNoSiteCredentials(request: Request) {
  expect(request.headers.get('x-csrftoken')).toBeNull();
  expect(request.headers.get('cookie')).toBeNull();
  expect(request.headers.get('authorization')).toBeNull();
  expect(request.headers.get('x-password')).toBeNull();
}

describe('imaging', () => {
  it('trim with media_url: GET https://imaging.giphy.com/trim?media_url&start&duration → Blob', async () => {
    const media_url = 'https://media2.giphy.com/media/GRSnxyhJnPsaQy9YLn/giphy.mp4';
    const blob = await client({ password: 'pw' }).imaging.trim({ media_url, start: 0.5, duration: 2 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.origin + url.pathname).toBe('https://imaging.giphy.com/trim');
    expect(Object.fromEntries(url.searchParams)).toEqual({ media_url, start: '0.5', duration: '2' });
    expectNoSiteCredentials(request);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('video/mp4');
    expect(blob.size).toBeGreaterThan(0);
  });

  it('trim with a file: multipart POST with file, start and duration → Blob', async () => {
    const file = new Blob([new Uint8Array([71, 73, 70, 56])], { type: 'image/gif' });
    const blob = await client().imaging.trim({ file, start: 1, duration: 1.5 });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.href).toBe('https://imaging.giphy.com/trim');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('start')).toBe('1');
    expect(form.get('duration')).toBe('1.5');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.has('media_url')).toBe(false);
    expectNoSiteCredentials(request);
    expect(blob.type).toBe('image/gif');
  });
});
