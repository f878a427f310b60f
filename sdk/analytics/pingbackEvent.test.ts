/** The pure event builders: payload rule, verification suffix, attributes and position JSON. */
import { describe, expect, it } from 'vitest';
import { embedPingbackEvent, positionJson, widgetPingbackEvent } from './pingbackEvent';

const at = { now: 1717171717000, verification: false };

describe('positionJson', () => {
  it('matches JSON.stringify of a DOMRect (x, y, width, height, top, right, bottom, left)', () => {
    expect(JSON.parse(positionJson({ x: 10, y: 20, width: 200, height: 150 }))).toEqual({
      x: 10,
      y: 20,
      width: 200,
      height: 150,
      top: 20,
      right: 210,
      bottom: 170,
      left: 10,
    });
    expect(positionJson({ x: 1, y: 2, width: 3, height: 4 })).toBe(
      '{"x":1,"y":2,"width":3,"height":4,"top":2,"right":4,"bottom":6,"left":1}',
    );
  });

  it('orders edges like DOMRect for negative sizes', () => {
    expect(JSON.parse(positionJson({ x: 100, y: 50, width: -40, height: -10 }))).toMatchObject({
      top: 40,
      bottom: 50,
      left: 60,
      right: 100,
    });
  });
});

describe('widgetPingbackEvent', () => {
  it('builds the wire event without user_id (added when sent)', () => {
    expect(
      widgetPingbackEvent(
        {
          actionType: 'HOVER',
          gif: { analytics_response_payload: 'e=abc' },
          layoutType: 'CAROUSEL',
          eventType: 'GIF_TRENDING',
          loggedInUserId: 7,
        },
        at,
      ),
    ).toEqual({
      ts: 1717171717000,
      action_type: 'HOVER',
      analytics_response_payload: 'e=abc',
      logged_in_user_id: '7',
      event_type: 'GIF_TRENDING',
      attributes: { layout_type: 'CAROUSEL' },
    });
  });

  it('lets layout_type and position win over extra attributes, and sends {} when there are none', () => {
    const event = widgetPingbackEvent(
      {
        actionType: 'SEEN',
        gif: { analytics_response_payload: 'e=abc' },
        layoutType: 'GRID',
        position: { x: 0, y: 0, width: 1, height: 1 },
        attributes: { layout_type: 'OTHER', position: 'x', extra: 'yes' },
      },
      at,
    );
    expect(event?.attributes).toEqual({
      layout_type: 'GRID',
      position: '{"x":0,"y":0,"width":1,"height":1,"top":0,"right":1,"bottom":1,"left":0}',
      extra: 'yes',
    });
    expect(
      widgetPingbackEvent({ actionType: 'SEEN', gif: { analytics_response_payload: 'e' } }, at)?.attributes,
    ).toEqual({});
    expect(embedPingbackEvent({ actionType: 'CLICK', analyticsResponsePayload: 'e' }, at)?.attributes).toEqual({});
  });

  it('returns nothing without a payload', () => {
    expect(widgetPingbackEvent({ actionType: 'SEEN', gif: {} }, at)).toBeUndefined();
    expect(widgetPingbackEvent({ actionType: 'SEEN', gif: { analytics_response_payload: '' } }, at)).toBeUndefined();
  });
});

describe('embedPingbackEvent', () => {
  it('adds the verification suffix when asked and skips an empty logged-in user', () => {
    expect(
      embedPingbackEvent(
        { actionType: 'SENT', analyticsResponsePayload: 'e=abc', loggedInUserId: '' },
        { now: 5, verification: true },
      ),
    ).toEqual({
      ts: 5,
      attributes: {},
      action_type: 'SENT',
      analytics_response_payload: 'e=abc&mode=verification',
    });
  });

  it('returns nothing without a payload', () => {
    expect(embedPingbackEvent({ actionType: 'SEEN', analyticsResponsePayload: null }, at)).toBeUndefined();
  });
});
