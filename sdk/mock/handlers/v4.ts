/**
 * The v4 (giphy.com site API) mock: wires the area resolvers (account, channels, channel
 * tags, content) over one fresh state per instance, answers 401 in the site's envelope
 * (`{detail}`) to calls that need auth but carry neither a `sessionid` cookie with
 * `X-CSRFToken` nor an `Authorization` header, and defines that envelope for all errors.
 */
import type { operations } from '../../generated/v4';
import { createV4State } from '../data/v4-state';
import { type FamilyMock, MockHttpError } from '../define';
import { createAccountResolvers } from './v4-account';
import { createChannelTagResolvers } from './v4-channel-tags';
import { createChannelResolvers } from './v4-channels';
import { createContentResolvers } from './v4-content';
import { isAuthenticated, type V4Resolvers } from './v4-helpers';

/** Operations that answer without credentials (security includes `{}` in openapi/v4.yaml). */
const OPEN_OPERATIONS: ReadonlySet<keyof operations> = new Set<keyof operations>([
  'checkLogin',
  'getEnvBuild',
  'register',
  'confirmRegistration',
  'resendRegistration',
  'resetPassword',
  'trimMedia',
  'trimMediaUpload',
]);

type AnyResolver = (req: { request: Request }) => unknown;

/** Guards every resolver but the open ones with the credential check. */
function requireAuth(resolvers: V4Resolvers): V4Resolvers {
  const guarded: Record<string, AnyResolver> = {};
  for (const [id, resolve] of Object.entries(resolvers) as [keyof operations, AnyResolver][]) {
    guarded[id] = OPEN_OPERATIONS.has(id)
      ? resolve
      : (req) => {
          if (!isAuthenticated(req.request)) {
            throw new MockHttpError(401, 'Authentication credentials were not provided.');
          }
          return resolve(req);
        };
  }
  return guarded as unknown as V4Resolvers;
}

export function createV4Mock(): FamilyMock<operations> {
  const state = createV4State();
  const resolvers: V4Resolvers = {
    ...createAccountResolvers(state),
    ...createChannelResolvers(state),
    ...createChannelTagResolvers(state),
    ...createContentResolvers(state),
  };
  return {
    family: 'v4',
    errorBody: (_status, message) => ({ detail: message }),
    resolvers: requireAuth(resolvers),
  };
}
