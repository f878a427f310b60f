/**
 * Account, session and user calls against the mock API: method, path, body encoding and the
 * site auth headers (session cookie + X-CSRFToken, or Authorization: Token, plus X-Password).
 */
import { describe, expect, it } from 'vitest';
import { setupPlatformTestServer, TOKEN } from '../../test/support/platformTestServer';

const { client, last } = setupPlatformTestServer();

function expectSession(request: Request) {
  expect(request.headers.get('x-csrftoken')).toBe('csrf-123');
  expect(request.headers.get('cookie')).toBe('sessionid=sess-456');
  expect(request.headers.get('authorization')).toBeNull();
}

describe('account', () => {
  it('checkLogin: GET /login/check with the session, answering the logged-in user', async () => {
    const answer = await client().account.checkLogin();
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.href).toBe('https://giphy.com/login/check');
    expectSession(request);
    expect(answer.logged_in).toBe(true);
    expect(answer.user?.username).toBeTruthy();
  });

  it('checkLogin with a token sends Authorization: Token and no CSRF header or cookie', async () => {
    await client({ auth: TOKEN }).account.checkLogin();
    const { request } = last();
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect(request.headers.get('x-csrftoken')).toBeNull();
    expect(request.headers.get('cookie')).toBeNull();
  });

  it('checkLogin without auth is anonymous: logged out', async () => {
    const answer = await client({ auth: undefined }).account.checkLogin();
    expect(last().request.headers.get('authorization')).toBeNull();
    expect(answer).toEqual({ logged_in: false, user: null });
  });

  it('envBuild: GET /api/v3/env/build', async () => {
    const answer = await client().account.envBuild();
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v3/env/build');
    expectSession(request);
    expect(answer.build).toBeTruthy();
  });

  it('register → confirmRegistration: JSON bodies to /api/v3/register and /api/v3/register/confirm', async () => {
    const platform = client();
    const registration = await platform.account.register({
      email: 'new@example.com',
      username: 'newcreator',
      password: 'correct-horse',
    });
    let { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v3/register');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({
      email: 'new@example.com',
      username: 'newcreator',
      password: 'correct-horse',
    });
    expectSession(request);
    expect(registration.is_confirmed).toBe(false);

    const confirmed = await platform.account.confirmRegistration({ token: 'gifkit-confirm-newcreator' });
    ({ request, url } = last());
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v3/register/confirm');
    expect(await request.json()).toEqual({ token: 'gifkit-confirm-newcreator' });
    expect(confirmed.user.username).toBe('newcreator');
  });

  it('resendRegistration: POST /api/v3/register/resend with the email', async () => {
    const answer = await client().account.resendRegistration({ email: 'pending@example.com' });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v3/register/resend');
    expect(await request.json()).toEqual({ email: 'pending@example.com' });
    expect(answer.detail).toMatch(/confirmation/);
  });

  it('resetPassword: POST /api/v3/password/reset with the email', async () => {
    const answer = await client().account.resetPassword({ email: 'hello@gifkit.dev' });
    const { request, url } = last();
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v3/password/reset');
    expect(await request.json()).toEqual({ email: 'hello@gifkit.dev' });
    expect(answer.detail).toMatch(/reset/);
  });
});

describe('users', () => {
  it('get: GET /api/v1/users/{id}/', async () => {
    const user = await client().users.get({ id: 1 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/users/1/');
    expectSession(request);
    expect(user.id).toBe(1);
  });

  it('update: PATCH /api/v1/users/{id}/ with only the given fields, and X-Password when set', async () => {
    const user = await client({ password: 'open-sesame' }).users.update({ id: 1, display_name: 'gifkit team' });
    const { request, url } = last();
    expect(request.method).toBe('PATCH');
    expect(url.pathname).toBe('/api/v1/users/1/');
    expect(await request.json()).toEqual({ display_name: 'gifkit team' });
    expect(request.headers.get('x-password')).toBe('open-sesame');
    expectSession(request);
    expect(user.display_name).toBe('gifkit team');
  });

  it('sends no X-Password without a password', async () => {
    await client().users.get({ id: 1 });
    expect(last().request.headers.get('x-password')).toBeNull();
  });

  it('viewCount: GET /api/v1/users/{id}/view-count/', async () => {
    const answer = await client({ auth: TOKEN }).users.viewCount({ id: 1 });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/users/1/view-count/');
    expect(request.headers.get('authorization')).toBe('Token tok-789');
    expect(answer.view_count).toBeGreaterThan(0);
  });

  it('proxyGifViewCount: GET /api/v1/proxy-gif/{id}/view-count/', async () => {
    const answer = await client().users.proxyGifViewCount({ id: 'GRSnxyhJnPsaQy9YLn' });
    const { request, url } = last();
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/proxy-gif/GRSnxyhJnPsaQy9YLn/view-count/');
    expectSession(request);
    expect(answer.view_count).toBeGreaterThan(0);
  });
});
