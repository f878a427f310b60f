/**
 * Account and session calls of the site API: login
 * check, the site's build, registration (register → confirm with the emailed token, resend)
 * and the password reset request.
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions } from './types';

/** Creates the `account` namespace. */
export function createAccount({ transports: { site }, call }: PlatformContext) {
  return {
    /** Whether the caller's session or token is logged in, and as whom. */
    checkLogin(o: CallOptions = {}) {
      return call(site.GET('/login/check', { signal: o.signal }));
    },
    /** The build of the site the API belongs to (to detect a deploy and reload). */
    envBuild(o: CallOptions = {}) {
      return call(site.GET('/api/v3/env/build', { signal: o.signal }));
    },
    /** Creates an account; it stays unconfirmed until `confirmRegistration` with the emailed token. */
    register({ signal, ...body }: BodyOf<V4['register']> & CallOptions) {
      return call(site.POST('/api/v3/register', { body, signal }));
    },
    /** Confirms a registration with the token from the confirmation email. */
    confirmRegistration({ signal, ...body }: BodyOf<V4['confirmRegistration']> & CallOptions) {
      return call(site.POST('/api/v3/register/confirm', { body, signal }));
    },
    /** Sends the confirmation email again (the answer never reveals whether the address is known). */
    resendRegistration({ signal, ...body }: BodyOf<V4['resendRegistration']> & CallOptions) {
      return call(site.POST('/api/v3/register/resend', { body, signal }));
    },
    /** Asks for a password reset link (the answer never reveals whether the address is known). */
    resetPassword({ signal, ...body }: BodyOf<V4['resetPassword']> & CallOptions) {
      return call(site.POST('/api/v3/password/reset', { body, signal }));
    },
  };
}
