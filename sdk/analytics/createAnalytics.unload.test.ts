import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPingbackServer } from '../../test/support/pingbackServer';
import { createAnalytics } from './createAnalytics';
import { createPingbackTransport } from './createPingbackTransport';
import type { PageLifecycleTarget } from './onPageHide';

const PAYLOAD =
  'e=ZXZlbnRfdHlwZT1HSUZfU0VBUkNIJmNpZD1kYTZjYWRhYWxvaGdtcnp2emM1eGE3ZTB4eThydWJxZnM2aDlhbnpzdzQ4Zm9zeWEmZ2lmX2lkPUdSU254eWhKblBzYVF5OVlMbiZjdD1n';
const ids = { userId: () => 'abcdef0123456789' };

const { sent, settle } = setupPingbackServer();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in for `window`: an EventTarget with a document whose visibility the test sets. */
function fakePage() {
  return Object.assign(new EventTarget(), { document: { visibilityState: 'visible' } });
}

describe('unload flush', () => {
  it('sends the queue on pagehide, at once and with keepalive, instead of waiting for the debounce', async () => {
    const page = fakePage();
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: page });
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD }, layoutType: 'GRID' });
    await vi.advanceTimersByTimeAsync(300);
    analytics.pingback({ actionType: 'CLICK', gif: { analytics_response_payload: PAYLOAD }, layoutType: 'GRID' });
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent.map(({ at, keepalive, body }) => ({ at, keepalive, body }))).toEqual([
      {
        at: 300,
        keepalive: true,
        body: {
          events: [
            {
              ts: 0,
              action_type: 'SEEN',
              user_id: 'abcdef0123456789',
              analytics_response_payload: PAYLOAD,
              attributes: { layout_type: 'GRID' },
            },
            {
              ts: 300,
              action_type: 'CLICK',
              user_id: 'abcdef0123456789',
              analytics_response_payload: PAYLOAD,
              attributes: { layout_type: 'GRID' },
            },
          ],
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('sends on visibilitychange only when the page became hidden', async () => {
    const page = fakePage();
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: page });
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD } });
    page.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(sent).toEqual([]);

    page.document.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(sent.map((s) => [s.at, s.keepalive, s.body.events.length])).toEqual([[0, true, 1]]);
  });

  it('sends nothing on unload with an empty queue', async () => {
    const page = fakePage();
    createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: page });
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
  });

  it('uses navigator.sendBeacon where keepalive is unavailable (unloadMethod: beacon)', async () => {
    const page = fakePage();
    const beacons: { url: string; type: string; body: unknown }[] = [];
    const sendBeacon = vi.fn((url: string, data: Blob) => {
      beacons.push({ url, type: data.type, body: data });
      return true;
    });
    const transport = createPingbackTransport({ apiKey: 'test-key', unloadMethod: 'beacon', sendBeacon });
    const analytics = createAnalytics({ transport, sessionIds: ids, consent: 'granted', pageTarget: page });
    analytics.embedPingback({ actionType: 'SEEN', analyticsResponsePayload: PAYLOAD });
    page.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1); // synchronously, inside the pagehide handler
    await settle();
    expect(sent).toEqual([]);
    expect(beacons[0]!.url).toBe('https://pingback.giphy.com/v2/pingback?apikey=test-key&api_key=test-key');
    expect(beacons[0]!.type).toBe('application/json');
    expect(JSON.parse(await (beacons[0]!.body as Blob).text())).toEqual({
      events: [
        {
          ts: 0,
          action_type: 'SEEN',
          user_id: 'abcdef0123456789',
          analytics_response_payload: PAYLOAD,
          attributes: {},
        },
      ],
    });
  });

  it('still sends normal batches with fetch when the unload method is beacon', async () => {
    const sendBeacon = vi.fn(() => true);
    const transport = createPingbackTransport({ apiKey: 'test-key', unloadMethod: 'beacon', sendBeacon });
    const analytics = createAnalytics({ transport, sessionIds: ids, consent: 'granted', pageTarget: fakePage() });
    analytics.embedPingback({ actionType: 'SEEN', analyticsResponsePayload: PAYLOAD });
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(sent.map((s) => [s.at, s.keepalive])).toEqual([[1000, false]]);
  });
});

describe('page listeners', () => {
  it('are removed by dispose(): a later pagehide sends nothing', async () => {
    const page = fakePage();
    const remove = vi.spyOn(page, 'removeEventListener');
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: page });
    await analytics.dispose();
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(['pagehide', 'visibilitychange']);
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD } });
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
  });

  it('are never attached when analytics is off', () => {
    const page = fakePage();
    const add = vi.spyOn(page, 'addEventListener');
    createAnalytics({ enabled: false, pageTarget: page });
    expect(add).not.toHaveBeenCalled();
  });

  it('default to window in a browser', async () => {
    const page = fakePage();
    vi.stubGlobal('window', page satisfies PageLifecycleTarget);
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted' });
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD } });
    page.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent.map((s) => s.keepalive)).toEqual([true]);
  });

  it('need no window (server rendering): creating, recording and disposing work in Node', async () => {
    expect(typeof window).toBe('undefined');
    const analytics = createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted' });
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD } });
    await analytics.dispose();
    await settle();
    expect(sent.map((s) => s.keepalive)).toEqual([false]);
  });
});
