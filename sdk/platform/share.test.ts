/**
 * The client's share action: the link comes back at once; with consent the share analytic
 * (POST /ajax/gif/{id}/analytic/share/) is recorded with the site auth; without consent nothing
 * is sent; a failed analytics event logs an error and never throws.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer } from '../../test/support/platformTestServer';

const { client, logger, requests, server } = setupPlatformTestServer();
const gif = { id: 'GRSnxyhJnPsaQy9YLn', bitly_url: 'https://gph.is/g/abc' };
const granted = { granted: () => true };

describe('client.share', () => {
  it('returns the link synchronously and records the share with consent', async () => {
    const share = client({ consent: granted }).share({ target: 'twitter', gif });
    expect(share).toMatchObject({ target: 'twitter', width: 750, height: 350 });
    expect(new URL(share.url).searchParams.get('url')).toBe('https://gph.is/g/abc');
    await expect(share.recorded).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://giphy.com/ajax/gif/GRSnxyhJnPsaQy9YLn/analytic/share/');
    expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
    expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
  });

  it('sends nothing without consent (the default)', async () => {
    const share = client().share({ target: 'facebook', gif });
    await expect(share.recorded).resolves.toBe(false);
    const denied = client({ consent: { granted: () => false } }).share({ target: 'link', gif });
    await expect(denied.recorded).resolves.toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('asks for consent at share time', async () => {
    let consent = false;
    const platform = client({ consent: { granted: () => consent } });
    await platform.share({ target: 'embed', gif }).recorded;
    consent = true;
    await platform.share({ target: 'embed', gif }).recorded;
    expect(requests).toHaveLength(1);
  });

  it('a failed share analytics event logs an error and never throws', async () => {
    server.use(
      http.post('https://giphy.com/ajax/gif/:id/analytic/:type/', () =>
        HttpResponse.json({ status: 500, message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const log = logger();
    const share = client({ consent: granted, logger: log }).share({ target: 'pinterest', gif });
    expect(share.url).toContain('pinterest.com');
    await expect(share.recorded).resolves.toBe(false);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toBe(
      'gifkit: the share analytics event for GIF GRSnxyhJnPsaQy9YLn (pinterest) failed.',
    );
    expect(log.error.mock.calls[0]?.[1]).toMatchObject({ name: 'ApiError', status: 500 });
  });

  it('a network failure of the share event is logged too', async () => {
    server.use(http.post('https://giphy.com/ajax/gif/:id/analytic/:type/', () => HttpResponse.error()));
    const log = logger();
    await expect(client({ consent: granted, logger: log }).share({ target: 'link', gif }).recorded).resolves.toBe(
      false,
    );
    expect(log.error).toHaveBeenCalledOnce();
  });
});
