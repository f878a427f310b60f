/**
 * Moderation: content takedowns (a list of {reason, gif_id},
 * `send_email`, an optional note) and a moderation decision on one GIF.
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf } from './types';

/** Creates the `moderation` namespace. */
export function createModeration({ transports: { site }, call }: PlatformContext) {
  return {
    /** Takes GIFs down; answers one result per GIF (`removed`, `already_removed`, `not_found`). */
    takedown({ signal, ...body }: BodyOf<V4['takedownContent']> & CallOptions) {
      return call(site.POST('/api/v3/content-takedown/takedown', { body, signal }));
    },
    /** Approves, rejects, hides, unhides or re-rates one GIF. */
    moderateGif({ id, signal, ...body }: PathOf<V4['moderateGif']> & BodyOf<V4['moderateGif']> & CallOptions) {
      return call(site.POST('/api/v1/gifs/{id}/moderation', { params: { path: { id } }, body, signal }));
    },
  };
}
