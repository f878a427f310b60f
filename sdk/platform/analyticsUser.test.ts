/** The typed analytics user and creator shapes, built from site API objects. */
import { describe, expect, it } from 'vitest';
import { type AnalyticsUser, analyticsCreatorFrom, analyticsUserFrom } from './analyticsUser';

describe('analyticsUserFrom', () => {
  it('a logged-in, verified artist who logged in with Google', () => {
    const user: AnalyticsUser = analyticsUserFrom(
      { logged_in: true, user: { id: 42, username: 'gifkit', user_type: 'artist', is_verified: true } },
      'google',
    );
    expect(user).toEqual({
      loggedInStatus: 'logged in',
      userType: 'artist',
      verifiedStatus: 'verified',
      userID: '42',
      loginMethod: 'google',
    });
  });

  it('a plain user with unknown login method', () => {
    expect(analyticsUserFrom({ logged_in: true, user: { id: 7, username: 'x' } })).toEqual({
      loggedInStatus: 'logged in',
      userType: 'user',
      verifiedStatus: 'unverified',
      userID: '7',
      loginMethod: null,
    });
  });

  it('logged out', () => {
    const out = {
      loggedInStatus: 'logged out',
      userType: 'anonymous',
      verifiedStatus: 'unverified',
      userID: null,
      loginMethod: null,
    };
    expect(analyticsUserFrom({ logged_in: false, user: null }, 'email')).toEqual(out);
    expect(analyticsUserFrom({ logged_in: true, user: null })).toEqual(out);
  });
});

describe('analyticsCreatorFrom', () => {
  it('creatorId as text and the username as creatorName', () => {
    expect(analyticsCreatorFrom({ id: 3, username: 'ToeiAnimation' })).toEqual({
      creatorId: '3',
      creatorName: 'ToeiAnimation',
    });
  });
});
