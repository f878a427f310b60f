import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupPingbackServer } from '../../test/support/pingbackServer';
import { type AnalyticsOptions, createAnalytics } from './createAnalytics';

type EmbedEvent = Parameters<NonNullable<AnalyticsOptions['onEmbedEvent']>>[0];

const ids = { userId: vi.fn(() => '0123456789abcdef') };
const seen = (payload: string) => ({ actionType: 'SEEN' as const, gif: { analytics_response_payload: payload } });

const { sent, advance, settle } = setupPingbackServer();
beforeEach(() => {
  ids.userId.mockClear();
});

const payloads = () => sent.map((s) => s.body.events.map((e) => e.analytics_response_payload));

describe('consent', () => {
  it('is pending by default: no request, not even on flush or unload, and no user id is read', async () => {
    const page = Object.assign(new EventTarget(), { document: { visibilityState: 'hidden' } });
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, pageTarget: page });
    expect(analytics.consent).toBe('pending');
    analytics.pingback(seen('a'));
    await advance(10_000);
    await analytics.flush();
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
    expect(ids.userId).not.toHaveBeenCalled();
  });

  it('sends the events kept before consent as soon as it is granted, with their original times', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, pageTarget: null });
    analytics.pingback(seen('a'));
    await advance(3000);
    analytics.embedPingback({ actionType: 'CLICK', analyticsResponsePayload: 'b' });
    await advance(3000);
    analytics.grantConsent();
    await settle();
    expect(analytics.consent).toBe('granted');
    expect(sent.map(({ at, body }) => ({ at, body }))).toEqual([
      {
        at: 6000,
        body: {
          events: [
            {
              ts: 0,
              action_type: 'SEEN',
              user_id: '0123456789abcdef',
              analytics_response_payload: 'a',
              attributes: {},
            },
            {
              ts: 3000,
              action_type: 'CLICK',
              user_id: '0123456789abcdef',
              analytics_response_payload: 'b',
              attributes: {},
            },
          ],
        },
      },
    ]);
    analytics.pingback(seen('c'));
    await advance(1000);
    expect(sent.map((s) => s.at)).toEqual([6000, 7000]);
  });

  it('granting again while granted does not cut the debounce short', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: null });
    analytics.pingback(seen('a'));
    await advance(200);
    analytics.grantConsent();
    await advance(799);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent.map((s) => s.at)).toEqual([1000]);
  });

  it('keeps at most maxQueued events before consent, dropping the oldest', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, pageTarget: null, maxQueued: 3 });
    for (const p of ['1', '2', '3', '4', '5']) analytics.pingback(seen(p));
    analytics.grantConsent();
    await settle();
    expect(payloads()).toEqual([['3', '4', '5']]);
  });

  it('keeps 100 events by default', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, pageTarget: null });
    for (let i = 0; i < 130; i++) analytics.pingback(seen(String(i)));
    analytics.grantConsent();
    await settle();
    expect(payloads()).toEqual([Array.from({ length: 100 }, (_, i) => String(i + 30))]);
  });

  it('revoking drops what was kept, and events while denied are dropped too', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, pageTarget: null });
    analytics.pingback(seen('before'));
    analytics.revokeConsent();
    analytics.pingback(seen('while-denied'));
    analytics.grantConsent();
    await advance(5000);
    expect(sent).toEqual([]);
    analytics.pingback(seen('after'));
    await advance(1000);
    expect(payloads()).toEqual([['after']]);
  });

  it('revoking after consent drops the batch waiting for its debounce', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: null });
    analytics.pingback(seen('a'));
    await advance(500);
    analytics.revokeConsent();
    await advance(5000);
    expect(sent).toEqual([]);
  });

  it('denied from the start sends nothing and keeps nothing', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'denied', pageTarget: null });
    analytics.pingback(seen('a'));
    analytics.grantConsent();
    await advance(5000);
    expect(sent).toEqual([]);
  });
});

describe('turning analytics off', () => {
  it('enabled: false sends nothing, needs no api key and ignores consent', async () => {
    const analytics = createAnalytics({ enabled: false, consent: 'granted' });
    analytics.pingback(seen('a'));
    analytics.grantConsent();
    await analytics.flush();
    await advance(5000);
    expect(sent).toEqual([]);
  });

  it('disable() drops the queue and ignores everything after, consent included', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: null });
    analytics.pingback(seen('a'));
    analytics.disable();
    analytics.pingback(seen('b'));
    analytics.grantConsent();
    await analytics.flush();
    await advance(5000);
    expect(sent).toEqual([]);
  });

  it('fails loudly when neither an api key nor a transport is given (and analytics is on)', () => {
    expect(() => createAnalytics({})).toThrow(/createAnalytics needs an apiKey or a transport/);
    expect(() => createAnalytics({ apiKey: '  ' })).toThrow(/docs\/analytics\.md/);
  });
});

describe('embed analytics events', () => {
  it('reach the host sink with category Embed once consent is granted', () => {
    const events: EmbedEvent[] = [];
    const analytics = createAnalytics({
      apiKey: 'test-key',
      consent: 'granted',
      pageTarget: null,
      onEmbedEvent: (e) => events.push(e),
    });
    analytics.embedEvent({ action: 'share-open', label: 'Click' });
    analytics.embedEvent({ action: 'hover', label: 'Hover' });
    analytics.embedEvent({ action: 'copy-embed-code', label: 'Copy' });
    analytics.embedEvent({ action: 'share-twitter', label: 'Social Sharing' });
    analytics.embedEvent({ action: 'related-scroll', label: 'Scroll' });
    expect(events).toEqual([
      { category: 'Embed', action: 'share-open', label: 'Click' },
      { category: 'Embed', action: 'hover', label: 'Hover' },
      { category: 'Embed', action: 'copy-embed-code', label: 'Copy' },
      { category: 'Embed', action: 'share-twitter', label: 'Social Sharing' },
      { category: 'Embed', action: 'related-scroll', label: 'Scroll' },
    ]);
  });

  it('are held before consent (bounded, oldest dropped) and delivered in order when granted', () => {
    const events: EmbedEvent[] = [];
    const analytics = createAnalytics({
      apiKey: 'test-key',
      pageTarget: null,
      maxQueued: 2,
      onEmbedEvent: (e) => events.push(e),
    });
    analytics.embedEvent({ action: 'a', label: 'Click' });
    analytics.embedEvent({ action: 'b', label: 'Hover' });
    analytics.embedEvent({ action: 'c', label: 'Scroll' });
    expect(events).toEqual([]);
    analytics.grantConsent();
    expect(events.map((e) => e.action)).toEqual(['b', 'c']);
  });

  it('are dropped when consent is revoked or analytics is disabled', () => {
    const events: EmbedEvent[] = [];
    const analytics = createAnalytics({ apiKey: 'test-key', pageTarget: null, onEmbedEvent: (e) => events.push(e) });
    analytics.embedEvent({ action: 'a', label: 'Click' });
    analytics.revokeConsent();
    analytics.grantConsent();
    analytics.disable();
    analytics.embedEvent({ action: 'b', label: 'Click' });
    expect(events).toEqual([]);
  });
});
