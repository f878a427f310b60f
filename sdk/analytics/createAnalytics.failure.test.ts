/**
 * Failures and routing: a failed send (server error, blocked host, throwing transport) gives
 * exactly one warning per instance and never a throw or an unhandled rejection; a host can
 * route every batch through its own transport or a first-party proxy.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPingbackServer } from '../../test/support/pingbackServer';
import { createMockApi, MOCK_ERROR_HEADER } from '../mock';
import { createAnalytics } from './createAnalytics';
import { createPingbackTransport } from './createPingbackTransport';
import type { PingbackEvent, TransportContext } from './types';

const ids = { userId: () => '0123456789abcdef' };
const seen = (payload: string) => ({ actionType: 'SEEN' as const, gif: { analytics_response_payload: payload } });

const { server, sent, advance, settle } = setupPingbackServer();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failing pingback service', () => {
  it('answering 500 to every batch gives exactly one warning, and later batches are still tried', async () => {
    const onWarning = vi.fn();
    const transport = createPingbackTransport({ apiKey: 'test-key', headers: { [MOCK_ERROR_HEADER]: '500' } });
    const analytics = createAnalytics({ transport, sessionIds: ids, consent: 'granted', pageTarget: null, onWarning });
    for (let i = 0; i < 3; i++) {
      analytics.pingback(seen(`p${i}`));
      await advance(1000);
    }
    expect(sent.map((s) => s.at)).toEqual([1000, 2000, 3000]);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning.mock.calls[0]![0]).toMatch(
      /^gifkit: a pingback failed \(gifkit: pingback failed\).*analytics\.md$/,
    );
  });

  it('blocked by an ad blocker (network error) resolves flush(), warns once and rejects nothing', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    server.use(http.post('https://pingback.giphy.com/v2/pingback', () => HttpResponse.error()));
    const onWarning = vi.fn();
    const analytics = createAnalytics({
      apiKey: 'test-key',
      sessionIds: ids,
      consent: 'granted',
      pageTarget: null,
      onWarning,
    });
    analytics.pingback(seen('a'));
    await expect(analytics.flush()).resolves.toBeUndefined();
    analytics.pingback(seen('b'));
    await expect(analytics.dispose()).resolves.toBeUndefined();
    await settle();
    expect(sent).toHaveLength(2);
    expect(onWarning).toHaveBeenCalledTimes(1);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('warns through console.warn by default, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const transport = createPingbackTransport({ apiKey: 'test-key', headers: { [MOCK_ERROR_HEADER]: '503' } });
    const analytics = createAnalytics({
      transport,
      sessionIds: ids,
      consent: 'granted',
      pageTarget: null,
      queueEvents: false,
    });
    analytics.pingback(seen('a'));
    analytics.pingback(seen('b'));
    await settle();
    await analytics.flush();
    expect(sent).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('survives a transport that throws synchronously and a warning sink that throws', async () => {
    const transport = vi.fn((): Promise<void> => {
      throw new Error('boom');
    });
    const onWarning = vi.fn(() => {
      throw new Error('sink broke');
    });
    const analytics = createAnalytics({ transport, sessionIds: ids, consent: 'granted', pageTarget: null, onWarning });
    expect(() => analytics.pingback(seen('a'))).not.toThrow();
    await expect(analytics.flush()).resolves.toBeUndefined();
    analytics.pingback(seen('b'));
    await expect(analytics.flush()).resolves.toBeUndefined();
    expect(transport).toHaveBeenCalledTimes(2);
    expect(onWarning).toHaveBeenCalledTimes(1);
  });

  it('a throwing embed-event sink is contained the same way (one warning shared with pingbacks)', async () => {
    const onWarning = vi.fn();
    const analytics = createAnalytics({
      transport: () => Promise.reject(new Error('offline')),
      consent: 'granted',
      pageTarget: null,
      onWarning,
      onEmbedEvent: () => {
        throw new Error('host analytics missing');
      },
    });
    expect(() => analytics.embedEvent({ action: 'share-open', label: 'Click' })).not.toThrow();
    analytics.pingback(seen('a'));
    await analytics.flush();
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onWarning.mock.calls[0]![0]).toMatch(/embed analytics event failed \(host analytics missing\)/);
  });
});

describe('routing (transport override)', () => {
  it('hands every batch to the host transport instead of calling GIPHY, with the unloading flag', async () => {
    const batches: [PingbackEvent[], TransportContext][] = [];
    const page = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' } });
    const analytics = createAnalytics({
      transport: async (events, context) => {
        batches.push([events, context]);
      },
      sessionIds: ids,
      consent: 'granted',
      pageTarget: page,
    });
    analytics.pingback({ ...seen('a'), layoutType: 'GRID' });
    await advance(1000);
    analytics.embedPingback({ actionType: 'CLICK', analyticsResponsePayload: 'b' });
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
    expect(batches).toEqual([
      [
        [
          {
            ts: 0,
            action_type: 'SEEN',
            user_id: '0123456789abcdef',
            analytics_response_payload: 'a',
            attributes: { layout_type: 'GRID' },
          },
        ],
        { unloading: false },
      ],
      [
        [
          {
            ts: 1000,
            action_type: 'CLICK',
            user_id: '0123456789abcdef',
            analytics_response_payload: 'b',
            attributes: {},
          },
        ],
        { unloading: true },
      ],
    ]);
  });

  it('posts to a first-party proxy with createPingbackTransport({ baseUrl })', async () => {
    server.resetHandlers(...createMockApi({ baseUrls: { public: 'https://example.test/giphy' } }).handlers);
    const transport = createPingbackTransport({ apiKey: 'test-key', baseUrl: 'https://example.test/giphy/' });
    const analytics = createAnalytics({ transport, sessionIds: ids, consent: 'granted', pageTarget: null });
    analytics.pingback(seen('a'));
    await advance(1000);
    expect(sent.map((s) => [s.at, s.url.href, s.body.events.length])).toEqual([
      [1000, 'https://example.test/giphy/v2/pingback?apikey=test-key&api_key=test-key', 1],
    ]);
  });
});
