import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from './clients';

const seen: Request[] = [];
const server = setupServer(
  http.all('https://example.test/*', async ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ ok: true });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('transport middleware', () => {
  it('adds query auth to a POST without losing its JSON body, also with keepalive', async () => {
    const scheduler = createTransport('scheduler', { accessToken: 'tok', baseUrl: 'https://example.test' });
    await scheduler.POST('/schedule', {
      body: { gifs: [{ id: 'a', is_sticker: false, type: 'gif' }], timestamp: 1 },
      keepalive: true,
    } as never);
    const request = seen.at(-1)!;
    expect(new URL(request.url).searchParams.get('access_token')).toBe('tok');
    expect(await request.json()).toMatchObject({ timestamp: 1 });
    expect(request.headers.get('x-giphy-sdk-name')).toBe('gifkit');
  });

  it('site auth: token, session (csrf + cookie) and X-Password', async () => {
    await createTransport('v4', {
      auth: { type: 'token', token: 't1' },
      password: 'pw',
      baseUrl: 'https://example.test',
    }).GET('/login/check');
    expect(seen.at(-1)!.headers.get('authorization')).toBe('Token t1');
    expect(seen.at(-1)!.headers.get('x-password')).toBe('pw');
    await createTransport('v4', {
      auth: { type: 'session', csrfToken: 'c1', sessionId: 's1' },
      baseUrl: 'https://example.test',
    }).GET('/login/check');
    expect(seen.at(-1)!.headers.get('x-csrftoken')).toBe('c1');
    expect(seen.at(-1)!.headers.get('cookie')).toBe('sessionid=s1');
  });

  it('stories: bearer user token; headers given by the caller win over defaults', async () => {
    await createTransport('stories', {
      userToken: 'u1',
      baseUrl: 'https://example.test',
      headers: { 'X-GIPHY-SDK-NAME': 'mine' },
    }).GET('/stories/{id}', { params: { path: { id: 'x' } } });
    expect(seen.at(-1)!.headers.get('authorization')).toBe('Bearer u1');
    expect(seen.at(-1)!.headers.get('x-giphy-sdk-name')).toBe('mine');
  });
});
