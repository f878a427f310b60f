/**
 * User calls of the site API: a profile, its update
 * (PATCH, only the fields given), and the view counts of a user and of a proxied GIF.
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf } from './types';

type UserId = PathOf<V4['getUser']>;

/** Creates the `users` namespace. */
export function createUsers({ transports: { site }, call }: PlatformContext) {
  return {
    /** A user's profile (`email` only for the caller). */
    get({ id, signal }: UserId & CallOptions) {
      return call(site.GET('/api/v1/users/{id}/', { params: { path: { id } }, signal }));
    },
    /** Changes only the profile fields given; a user may change only their own profile. */
    update({ id, signal, ...body }: UserId & BodyOf<V4['updateUser']> & CallOptions) {
      return call(site.PATCH('/api/v1/users/{id}/', { params: { path: { id } }, body, signal }));
    },
    /** How often a user's content was viewed. */
    viewCount({ id, signal }: UserId & CallOptions) {
      return call(site.GET('/api/v1/users/{id}/view-count/', { params: { path: { id } }, signal }));
    },
    /** How often a GIF was viewed through the proxy. */
    proxyGifViewCount({ id, signal }: PathOf<V4['getProxyGifViewCount']> & CallOptions) {
      return call(site.GET('/api/v1/proxy-gif/{id}/view-count/', { params: { path: { id } }, signal }));
    },
  };
}
