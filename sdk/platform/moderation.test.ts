/**
 * Moderation against the mock API: a takedown (list of {reason, gif_id}, send_email, note)
 * and a per-GIF moderation decision, with method, path, JSON body and auth.
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

describe('moderation', () => {
  it('takedown: POST /api/v3/content-takedown/takedown with takedowns, send_email and note', async () => {
    const answer = await client().moderation.takedown({
      takedowns: [{ reason: 'copyright', gif_id: 'GRSnxyhJnPsaQy9YLn' }],
      send_email: true,
      note: 'DMCA notice 2024-118',
    });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v3/content-takedown/takedown');
    expect(await request.json()).toEqual({
      takedowns: [{ reason: 'copyright', gif_id: 'GRSnxyhJnPsaQy9YLn' }],
      send_email: true,
      note: 'DMCA notice 2024-118',
    });
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(answer.results).toEqual([{ gif_id: 'GRSnxyhJnPsaQy9YLn', reason: 'copyright', status: 'removed' }]);
  });

  it('moderateGif: POST /api/v1/gifs/{id}/moderation with the decision', async () => {
    const answer = await client({ auth: TOKEN }).moderation.moderateGif({
      id: 'GRSnxyhJnPsaQy9YLn',
      action: 'rerate',
      rating: 'pg',
    });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v1/gifs/GRSnxyhJnPsaQy9YLn/moderation');
    expect(await request.json()).toEqual({ action: 'rerate', rating: 'pg' });
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect(answer).toMatchObject({ gif_id: 'GRSnxyhJnPsaQy9YLn', rating: 'pg' });
  });
});
