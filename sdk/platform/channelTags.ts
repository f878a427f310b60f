/**
 * A channel's ranked tags (create, update, delete) and magic tags (create, delete). Both also show up in the channel's `tags` and `syncable_tags`.
 */
import type { operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf } from './types';

/** Creates the `channelTags` namespace. */
export function createChannelTags({ transports: { site }, call }: PlatformContext) {
  return {
    /** Adds a ranked tag; without `rank` it goes after the last one. */
    createRanked({ signal, ...body }: BodyOf<V4['createRankedTag']> & CallOptions) {
      return call(site.POST('/api/v4/channel-ranked-tags/', { body, signal }));
    },
    /** Renames or re-ranks a ranked tag. */
    updateRanked({ id, signal, ...body }: PathOf<V4['updateRankedTag']> & BodyOf<V4['updateRankedTag']> & CallOptions) {
      return call(site.PATCH('/api/v4/channel-ranked-tags/{id}/', { params: { path: { id } }, body, signal }));
    },
    /** Deletes a ranked tag (204, resolved as `undefined`). */
    deleteRanked({ id, signal }: PathOf<V4['deleteRankedTag']> & CallOptions) {
      return call(site.DELETE('/api/v4/channel-ranked-tags/{id}/', { params: { path: { id } }, signal }));
    },
    /** Adds a magic (syncable) tag. */
    createMagic({ signal, ...body }: BodyOf<V4['createMagicTag']> & CallOptions) {
      return call(site.POST('/api/v4/channel-magic-tags/', { body, signal }));
    },
    /** Deletes a magic tag (204, resolved as `undefined`). */
    deleteMagic({ id, signal }: PathOf<V4['deleteMagicTag']> & CallOptions) {
      return call(site.DELETE('/api/v4/channel-magic-tags/{id}/', { params: { path: { id } }, signal }));
    },
  };
}
