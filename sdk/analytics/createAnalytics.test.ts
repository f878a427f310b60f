import { describe, expect, it } from 'vitest';
import { setupPingbackServer } from '../../test/support/pingbackServer';
import { createAnalytics } from './createAnalytics';

const PAYLOAD_A =
  'e=Z2lmX2lkPWwwSXlsT1BDTmtpcU9nTXlBJmV2ZW50X3R5cGU9R0lGX1NFQVJDSCZjaWQ9OWYwZjY0MjVsNTJpdXlpcjZuY3lvaTltbmdyb3ZhN2MzcjdmYjlsNzJjeWF5MzV4';
const PAYLOAD_B =
  'e=Z2lmX2lkPTNvN2J1aU8wdDh1TFhIQkRYTyZldmVudF90eXBlPUdJRl9TRUFSQ0gmY2lkPTlmMGY2NDI1bDUyaXV5aXI2bmN5b2k5bW5ncm92YTdjM3I3ZmI5bDcyY3lheTM1eA';
const USER = '18f6b2a1c3d4e5f6';
const ids = { userId: () => USER };
const rect = { x: 10, y: 20, width: 200, height: 150 };
const POSITION = '{"x":10,"y":20,"width":200,"height":150,"top":20,"right":210,"bottom":170,"left":10}';

const { sent, advance, settle } = setupPingbackServer();

function granted(extra: Parameters<typeof createAnalytics>[0] = {}) {
  return createAnalytics({ apiKey: 'test-key', sessionIds: ids, consent: 'granted', pageTarget: null, ...extra });
}

describe('debounce', () => {
  it('sends events at t=0, 500 and 900 as one request at t=1900, with the exact body', async () => {
    const analytics = granted();
    analytics.pingback({
      actionType: 'SEEN',
      gif: { analytics_response_payload: PAYLOAD_A },
      layoutType: 'GRID',
      position: rect,
    });
    await advance(500);
    analytics.pingback({ actionType: 'HOVER', gif: { analytics_response_payload: PAYLOAD_A }, layoutType: 'GRID' });
    await advance(400);
    analytics.pingback({
      actionType: 'CLICK',
      gif: { analytics_response_payload: PAYLOAD_B },
      layoutType: 'CAROUSEL',
      loggedInUserId: 42,
    });
    await advance(999);
    expect(sent).toEqual([]);

    await advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at).toBe(1900);
    expect(sent[0]!.body).toEqual({
      events: [
        {
          ts: 0,
          action_type: 'SEEN',
          user_id: USER,
          analytics_response_payload: PAYLOAD_A,
          attributes: { layout_type: 'GRID', position: POSITION },
        },
        {
          ts: 500,
          action_type: 'HOVER',
          user_id: USER,
          analytics_response_payload: PAYLOAD_A,
          attributes: { layout_type: 'GRID' },
        },
        {
          ts: 900,
          action_type: 'CLICK',
          user_id: USER,
          logged_in_user_id: '42',
          analytics_response_payload: PAYLOAD_B,
          attributes: { layout_type: 'CAROUSEL' },
        },
      ],
    });
  });

  it('POSTs to pingback.giphy.com/v2/pingback with the key as apikey (the name the service reads) and the deprecated api_key, JSON and the SDK headers', async () => {
    const analytics = granted();
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD_A } });
    await advance(1000);
    expect(sent).toHaveLength(1);
    const { url, headers, keepalive } = sent[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://pingback.giphy.com/v2/pingback');
    expect([...url.searchParams]).toEqual([
      ['apikey', 'test-key'],
      ['api_key', 'test-key'],
    ]);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-giphy-sdk-platform')).toBe('web');
    expect(headers.get('x-giphy-sdk-name')).toBe('gifkit');
    expect(keepalive).toBe(false);
  });

  it('honours a custom debounce', async () => {
    const analytics = granted({ debounceMs: 250 });
    analytics.embedPingback({ actionType: 'SEEN', analyticsResponsePayload: PAYLOAD_A });
    await advance(249);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent.map((s) => s.at)).toEqual([250]);
  });
});

describe('batching', () => {
  it('sends 50 SEEN tiles as exactly one request with 50 events', async () => {
    const analytics = granted();
    for (let i = 0; i < 50; i++) {
      analytics.pingback({
        actionType: 'SEEN',
        gif: { analytics_response_payload: `${PAYLOAD_A}${i}` },
        layoutType: 'GRID',
        position: { x: (i % 5) * 100, y: Math.floor(i / 5) * 100, width: 100, height: 100 },
      });
    }
    await advance(5000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.events).toHaveLength(50);
    expect(sent[0]!.body.events.map((e) => e.analytics_response_payload)).toEqual(
      Array.from({ length: 50 }, (_, i) => `${PAYLOAD_A}${i}`),
    );
    expect(sent[0]!.body.events.every((e) => e.action_type === 'SEEN' && e.user_id === USER)).toBe(true);
  });

  it('sends a full batch (maxQueued) at once instead of waiting', async () => {
    const analytics = granted({ maxQueued: 3 });
    for (let i = 0; i < 4; i++)
      analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: `p${i}` } });
    await settle();
    expect(sent.map((s) => [s.at, s.body.events.map((e) => e.analytics_response_payload)])).toEqual([
      [0, ['p0', 'p1', 'p2']],
    ]);
    await advance(1000);
    expect(sent.map((s) => [s.at, s.body.events.map((e) => e.analytics_response_payload)])).toEqual([
      [0, ['p0', 'p1', 'p2']],
      [1000, ['p3']],
    ]);
  });
});

describe('immediate mode (queueEvents: false)', () => {
  it('sends every event on its own, at the moment it happens', async () => {
    const analytics = granted({ queueEvents: false });
    analytics.embedPingback({ actionType: 'SEEN', analyticsResponsePayload: PAYLOAD_A, eventType: 'GIF_EXPLORE' });
    await settle();
    expect(sent.map((s) => s.at)).toEqual([0]);
    await advance(300);
    analytics.embedPingback({ actionType: 'CLICK', analyticsResponsePayload: PAYLOAD_B, loggedInUserId: 'u7' });
    await settle();
    expect(sent.map((s) => s.at)).toEqual([0, 300]);
    expect(sent.map((s) => s.body)).toEqual([
      {
        events: [
          {
            attributes: {},
            ts: 0,
            action_type: 'SEEN',
            user_id: USER,
            event_type: 'GIF_EXPLORE',
            analytics_response_payload: PAYLOAD_A,
          },
        ],
      },
      {
        events: [
          {
            attributes: {},
            ts: 300,
            action_type: 'CLICK',
            user_id: USER,
            logged_in_user_id: 'u7',
            analytics_response_payload: PAYLOAD_B,
          },
        ],
      },
    ]);
  });
});

describe('payload rule', () => {
  it('sends nothing for a GIF without an analytics payload (missing, null or empty)', async () => {
    const analytics = granted();
    analytics.pingback({ actionType: 'SEEN', gif: {} });
    analytics.pingback({ actionType: 'CLICK', gif: { analytics_response_payload: null } });
    analytics.pingback({ actionType: 'HOVER', gif: { analytics_response_payload: '' } });
    analytics.embedPingback({ actionType: 'SEEN', analyticsResponsePayload: undefined });
    await advance(5000);
    await analytics.flush();
    await settle();
    expect(sent).toEqual([]);
  });

  it('keeps the events that have one', async () => {
    const analytics = granted();
    analytics.pingback({ actionType: 'SEEN', gif: {} });
    analytics.pingback({ actionType: 'START', gif: { analytics_response_payload: PAYLOAD_B } });
    await advance(1000);
    expect(sent.map((s) => s.body.events)).toEqual([
      [{ ts: 0, action_type: 'START', user_id: USER, analytics_response_payload: PAYLOAD_B, attributes: {} }],
    ]);
  });
});

describe('verification mode (logging)', () => {
  it('appends &mode=verification to every payload, widget and embed alike', async () => {
    const analytics = granted({ logging: true });
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD_A } });
    analytics.embedPingback({ actionType: 'CLICK', analyticsResponsePayload: PAYLOAD_B });
    await advance(1000);
    expect(sent[0]!.body.events.map((e) => e.analytics_response_payload)).toEqual([
      `${PAYLOAD_A}&mode=verification`,
      `${PAYLOAD_B}&mode=verification`,
    ]);
  });

  it('leaves payloads alone when logging is off', async () => {
    const analytics = granted();
    analytics.embedPingback({ actionType: 'CLICK', analyticsResponsePayload: PAYLOAD_B });
    await advance(1000);
    expect(sent[0]!.body.events[0]!.analytics_response_payload).toBe(PAYLOAD_B);
  });
});

describe('flush and dispose', () => {
  it('flush() sends at once and cancels the pending debounce', async () => {
    const analytics = granted();
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD_A } });
    await advance(200);
    await analytics.flush();
    await settle();
    expect(sent.map((s) => s.at)).toEqual([200]);
    await advance(2000);
    expect(sent).toHaveLength(1);
  });

  it('dispose() sends what is queued, then ignores everything', async () => {
    const analytics = granted();
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD_A } });
    await analytics.dispose();
    await settle();
    analytics.pingback({ actionType: 'CLICK', gif: { analytics_response_payload: PAYLOAD_A } });
    await advance(2000);
    await analytics.flush();
    await settle();
    expect(sent.map((s) => s.body.events.map((e) => e.action_type))).toEqual([['SEEN']]);
  });
});

describe('user id', () => {
  it('defaults to the tab pingback id from the shared session ids', async () => {
    const analytics = createAnalytics({ apiKey: 'test-key', consent: 'granted', pageTarget: null });
    analytics.pingback({ actionType: 'SEEN', gif: { analytics_response_payload: PAYLOAD_A } });
    await advance(1000);
    expect(sent[0]!.body.events[0]!.user_id).toMatch(/^[0-9a-f]{16}$/);
  });
});
