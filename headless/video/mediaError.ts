/**
 * Media errors: a `MediaError.code` from 1 to 4 becomes its message (headless/shared/messages.ts),
 * with the source's file type for code 4 ("Can not play a video of type "webm" …").
 */
import type { Messages } from '../shared/messages';
import type { VideoError } from './reducer';

/** The file extension of a URL's path ("mp4" for `…/giphy.mp4?cid=1`); `''` when it has none. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The error `onError` receives for a failed source. */
export function videoError(code: number, src: string, messages: Pick<Messages, 'videoError'>): VideoError {
  return { code, src, message: messages.videoError(code, fileExtension(src)) };
}
