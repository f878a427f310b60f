/**
 * The imaging service's trim: cut `duration` seconds from `start` out of
 * a media URL (GET with query parameters) or an uploaded file (multipart POST), answered as a
 * Blob (MP4 or GIF). No site credentials are sent to the imaging server.
 */
import type { components, operations as V4 } from '../generated/v4';
import type { PlatformContext } from './platformContext';
import type { BodyOf, CallOptions } from './types';

type Params = components['parameters'];
type MediaUrl = NonNullable<components['schemas']['TrimUpload']['media_url']>;

/** What to trim: a media URL, or a file (the generated type has `file` as a string; uploads are Blobs). */
export type TrimOptions = (
  | { /** URL of the media to trim. */ media_url: MediaUrl; file?: undefined }
  | { /** The media file to upload. */ file: Blob; media_url?: MediaUrl }
) & {
  /** Where the cut starts, in seconds. */
  start: Params['TrimStart'];
  /** Length of the cut, in seconds. */
  duration: Params['TrimDuration'];
} & CallOptions;

/** Creates the `imaging` namespace. */
export function createImaging({ transports: { imaging }, call }: PlatformContext) {
  return {
    /** The trimmed media as a Blob (its `type` is `video/mp4` or `image/gif`). */
    trim({ media_url, file, start, duration, signal }: TrimOptions): Promise<Blob> {
      if (!file) {
        const query = { media_url: media_url as MediaUrl, start, duration };
        return call(imaging.GET('/trim', { params: { query }, signal, parseAs: 'blob' }));
      }
      const form = new FormData();
      form.set('file', file);
      if (media_url) form.set('media_url', media_url);
      form.set('start', String(start));
      form.set('duration', String(duration));
      // openapi-fetch sends FormData as is (multipart with its boundary); the generated body type cannot express a Blob.
      const body = form as unknown as BodyOf<V4['trimMediaUpload']>;
      return call(imaging.POST('/trim', { body, signal, parseAs: 'blob' }));
    },
  };
}
