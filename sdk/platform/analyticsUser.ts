/**
 * The analytics shapes of the signed-in user and of a creator: user data
 * (loggedInStatus, userType, verifiedStatus, userID, loginMethod) and creator (creatorId,
 * creatorName), plus builders from the site API's login check and user objects.
 */
import type { components } from '../generated/v4';

type User = components['schemas']['User'];

/** Who is browsing, as analytics records it. */
export interface AnalyticsUser {
  loggedInStatus: 'logged in' | 'logged out';
  /** The site's user type (`user`, `artist`, `partner`, …); `anonymous` when logged out. */
  userType: string;
  verifiedStatus: 'verified' | 'unverified';
  /** The user's id as text; `null` when logged out. */
  userID: string | null;
  /** How the user logged in (the `platform` of `loginType`, e.g. `email`, `facebook`); `null` when unknown. */
  loginMethod: string | null;
}

/** Whose content a page shows. */
export interface AnalyticsCreator {
  creatorId: string;
  /** The creator's username. */
  creatorName: string;
}

/** The analytics user from the site's login check (`account.checkLogin()`) and the login method, when known. */
export function analyticsUserFrom(
  login: Pick<components['schemas']['LoginCheck'], 'logged_in' | 'user'>,
  loginMethod?: string | null,
): AnalyticsUser {
  const user = login.logged_in ? login.user : null;
  if (!user) {
    return {
      loggedInStatus: 'logged out',
      userType: 'anonymous',
      verifiedStatus: 'unverified',
      userID: null,
      loginMethod: null,
    };
  }
  return {
    loggedInStatus: 'logged in',
    userType: user.user_type || 'user',
    verifiedStatus: user.is_verified ? 'verified' : 'unverified',
    userID: String(user.id),
    loginMethod: loginMethod || null,
  };
}

/** The analytics creator of a user (a channel owner, a GIF's uploader). */
export function analyticsCreatorFrom(user: Pick<User, 'id' | 'username'>): AnalyticsCreator {
  return { creatorId: String(user.id), creatorName: user.username };
}
