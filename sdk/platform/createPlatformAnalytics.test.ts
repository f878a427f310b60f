/**
 * The analytics helpers: nothing is sent without consent (asked at send time); page views
 * carry the route's page, the virtual page path, the user and creator data; unparsable URLs are a
 * warning; a failing sink is logged as an error (shares included) and never throws; errors are
 * reported only in sampled sessions.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsUser } from './analyticsUser';
import { createPlatformAnalytics, type PlatformAnalyticsEvent } from './createPlatformAnalytics';

const user: AnalyticsUser = {
  loggedInStatus: 'logged in',
  userType: 'artist',
  verifiedStatus: 'verified',
  userID: '42',
  loginMethod: 'email',
};

function setup(options: { consent?: boolean; random?: number; port?: string; fail?: boolean } = {}) {
  const events: PlatformAnalyticsEvent[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const state = { consent: options.consent ?? true };
  const analytics = createPlatformAnalytics({
    consent: { granted: () => state.consent },
    send: async (event) => {
      if (options.fail) throw new Error('sink down');
      events.push(event);
    },
    logger,
    location: { port: options.port ?? '' },
    random: () => options.random ?? 0.5,
    user,
  });
  return { analytics, events, logger, state };
}

describe('createPlatformAnalytics: consent', () => {
  it('sends nothing without consent', async () => {
    const { analytics, events } = setup({ consent: false, random: 0 });
    await expect(analytics.pageView('/gifs/abc')).resolves.toBe(false);
    await expect(analytics.share({ target: 'twitter', gifId: 'abc' })).resolves.toBe(false);
    await expect(analytics.trackError(new Error('boom'))).resolves.toBe(false);
    expect(events).toEqual([]);
  });

  it('asks at send time: granting later starts sending, revoking stops it', async () => {
    const { analytics, events, state } = setup({ consent: false });
    await analytics.pageView('/');
    state.consent = true;
    await analytics.pageView('/explore');
    state.consent = false;
    await analytics.pageView('/labs');
    expect(events.map((e) => e.type === 'page_view' && e.page.name)).toEqual(['explore']);
  });
});

describe('createPlatformAnalytics: events', () => {
  it('a page view carries the page, the user data and the creator', async () => {
    const { analytics, events } = setup();
    await expect(
      analytics.pageView('https://giphy.com/dashboard', { creator: { creatorId: '3', creatorName: 'ToeiAnimation' } }),
    ).resolves.toBe(true);
    expect(events).toEqual([
      {
        type: 'page_view',
        page: { type: 'creator-dashboard', name: 'creator dashboard', path: '/dashboard' },
        user,
        creator: { creatorId: '3', creatorName: 'ToeiAnimation' },
      },
    ]);
  });

  it('a page view of paged content carries its virtual page path', async () => {
    const { analytics, events } = setup();
    await analytics.pageView('/gifkit', { view: { kind: 'channel', slug: 'gifkit', offset: 50 } });
    expect(events[0]).toMatchObject({ page: { type: 'channel' }, virtualPath: '/channels/gifkit/page/3' });
  });

  it('setUser replaces the user data (logout drops it)', async () => {
    const { analytics, events } = setup();
    analytics.setUser(undefined);
    await analytics.pageView('/');
    expect(events[0]).not.toHaveProperty('user');
  });

  it('an unparsable URL is a warning and sends nothing', async () => {
    const { analytics, events, logger } = setup();
    await expect(analytics.pageView('http://')).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
  });

  it('a share event', async () => {
    const { analytics, events } = setup();
    await analytics.share({ target: 'pinterest', gifId: 'abc' });
    expect(events).toEqual([{ type: 'share', target: 'pinterest', gifId: 'abc', user }]);
  });

  it('a failed share analytics event logs an error and never throws', async () => {
    const { analytics, logger } = setup({ fail: true });
    await expect(analytics.share({ target: 'twitter', gifId: 'abc' })).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledWith('gifkit: the share analytics event failed.', expect.any(Error));
  });

  it('a sink that throws synchronously is logged too', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const analytics = createPlatformAnalytics({
      consent: { granted: () => true },
      send: () => {
        throw new Error('sync');
      },
      logger,
    });
    await expect(analytics.pageView('/')).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledOnce();
  });
});

describe('createPlatformAnalytics: error tracking', () => {
  it('reports errors in a sampled production session (1%)', async () => {
    const { analytics, events } = setup({ random: 0.001 });
    expect(analytics.errorSampling).toEqual({ sampled: true, rate: 0.01 });
    await expect(analytics.trackError(new TypeError('bad'))).resolves.toBe(true);
    expect(events[0]).toMatchObject({ type: 'error', name: 'TypeError', message: 'bad', user });
  });

  it('stays silent in the other 99% of production sessions', async () => {
    const { analytics, events } = setup({ random: 0.5 });
    expect(analytics.errorSampling.sampled).toBe(false);
    await expect(analytics.trackError('bad')).resolves.toBe(false);
    expect(events).toEqual([]);
  });

  it('reports every session when a port is in use', async () => {
    const { analytics, events } = setup({ random: 0.99, port: '3000' });
    await analytics.trackError('plain text');
    expect(events[0]).toMatchObject({ type: 'error', name: 'Error', message: 'plain text' });
  });
});
