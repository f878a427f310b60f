/**
 * The default transport on its own: the typed POST, how it reports failures (it rejects;
 * createAnalytics turns that into the one warning) and the beacon fallback's edge cases.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchError } from '../errors';
import { createMockApi, MOCK_ERROR_HEADER } from '../mock';
import { createPingbackTransport, PINGBACK_SERVER } from './createPingbackTransport';
import type { PingbackEvent } from './types';

const events: PingbackEvent[] = [
  { ts: 1, action_type: 'SEEN', user_id: '0123456789abcdef', analytics_response_payload: 'e=x' },
];
const server = setupServer();
const urls: string[] = [];
const requests: Request[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url);
    requests.push(request);
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.resetHandlers(...createMockApi().handlers);
  urls.length = 0;
  requests.length = 0;
});

describe('createPingbackTransport', () => {
  it('resolves when the service accepts the batch (204), sending the key as apikey, the deprecated api_key beside it, and no pingback_id', async () => {
    const send = createPingbackTransport({ apiKey: 'test-key' });
    await expect(send(events, { unloading: false })).resolves.toBeUndefined();
    expect(urls).toEqual(['https://pingback.giphy.com/v2/pingback?apikey=test-key&api_key=test-key']);
  });

  it('encodes the api key', async () => {
    const send = createPingbackTransport({ apiKey: 'a b&c', baseUrl: PINGBACK_SERVER });
    await send(events, { unloading: true });
    expect(new URL(urls[0]!).searchParams.get('apikey')).toBe('a b&c');
    expect(new URL(urls[0]!).searchParams.get('api_key')).toBe('a b&c');
  });

  it('posts the events as JSON with the SDK headers, yours winning over them but not over the content type', async () => {
    const send = createPingbackTransport({
      apiKey: 'k',
      headers: { 'X-GIPHY-SDK-NAME': 'my-app', 'Content-Type': 'text/plain', 'X-Proxy-Auth': 'secret' },
    });
    await send(events, { unloading: true });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(Object.fromEntries(request!.headers)).toMatchObject({
      'content-type': 'application/json',
      'x-giphy-sdk-name': 'my-app',
      'x-giphy-sdk-platform': 'web',
      'x-proxy-auth': 'secret',
    });
    expect(await request!.clone().json()).toEqual({ events });
  });

  it('rejects with a FetchError carrying the status when the service answers an error', async () => {
    const send = createPingbackTransport({ apiKey: 'test-key', headers: { [MOCK_ERROR_HEADER]: '429' } });
    const error = await send(events, { unloading: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status: 429, code: 'http' });
  });

  it('rejects when the beacon is refused (queue full, too large) or there is no sendBeacon at all', async () => {
    const refused = createPingbackTransport({ apiKey: 'k', unloadMethod: 'beacon', sendBeacon: () => false });
    await expect(refused(events, { unloading: true })).rejects.toMatchObject({ code: 'network' });
    const missing = createPingbackTransport({ apiKey: 'k', unloadMethod: 'beacon' });
    await expect(missing(events, { unloading: true })).rejects.toBeInstanceOf(FetchError);
    expect(urls).toEqual([]);
  });

  it('uses navigator.sendBeacon by default in beacon mode', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    try {
      const send = createPingbackTransport({ apiKey: 'k', unloadMethod: 'beacon', baseUrl: 'https://proxy.test/pb' });
      await send(events, { unloading: true });
      expect(sendBeacon).toHaveBeenCalledWith('https://proxy.test/pb/v2/pingback?apikey=k&api_key=k', expect.any(Blob));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
