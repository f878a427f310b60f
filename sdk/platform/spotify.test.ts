/**
 * The Spotify artist lookup and the dashboard's trending searches against the mock API:
 * method, path, query and the site auth.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

describe('spotify', () => {
  it('artist: GET /api/v3/spotify/artist?spotify_url=… answers the name', async () => {
    const spotify_url = 'https://open.spotify.com/artist/06HL4z0CvFAxyc27GXpf02';
    const answer = await client().spotify.artist({ spotify_url });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v3/spotify/artist');
    expect(url.searchParams.get('spotify_url')).toBe(spotify_url);
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(answer.name).toBe('Taylor Swift');
  });
});

describe('dashboard', () => {
  it('trendingSearches: GET /api/v1/analytics/dashboard-trending-searches/ (site-wide)', async () => {
    const answer = await client({ auth: TOKEN }).dashboard.trendingSearches();
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.href).toBe('https://giphy.com/api/v1/analytics/dashboard-trending-searches/');
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect(answer.username).toBeNull();
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it('trendingSearches with a username sends it', async () => {
    const answer = await client().dashboard.trendingSearches({ username: 'ToeiAnimation' });
    expect(last().url.searchParams.get('username')).toBe('ToeiAnimation');
    expect(answer.username).toBe('ToeiAnimation');
  });
});
