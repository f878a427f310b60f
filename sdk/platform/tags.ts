/**
 * The ajax tag calls: tags related to a tag, and tag suggestions
 * predicted from an upload's frames.
 */
import type { operations as Ajax } from '../generated/ajax';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions, PathOf } from './types';

/** Creates the `tags` namespace. */
export function createTags({ transports: { ajax }, call }: PlatformContext) {
  return {
    /** Tags related to a tag (possibly none); the tag is URL-encoded in the path. */
    related({ tag, signal }: PathOf<Ajax['getRelatedTagsByTag']> & CallOptions) {
      return call(ajax.GET('/ajax/tags/related/gif/{tag}/', { params: { path: { tag } }, signal }));
    },
    /** Tag suggestions for an upload, best first, from its frames (image data URLs or URLs). */
    predict({ signal, ...body }: BodyOf<Ajax['predictTags']> & CallOptions) {
      return call(ajax.POST('/ajax/tags/prediction/', { body, signal }));
    },
  };
}
