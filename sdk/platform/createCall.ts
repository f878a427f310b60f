/**
 * The platform layer's fetch wrapper: awaits an openapi-fetch call, hands back its data
 * (`undefined` for a 204), and logs every failure but an abort before rethrowing it
 * ("errors in the fetch wrapper are logged"). The error rules themselves live
 * in `platformResponseMiddleware`.
 */
import { FetchError, GifkitError } from '../errors';
import type { PlatformLogger } from './types';

type DataOf<R> = R extends { data: infer D } ? D : never;

/** Awaits one openapi-fetch call and returns its data; see {@link createCall}. */
export type Call = <R extends { response: Response }>(pending: Promise<R>) => Promise<DataOf<R>>;

const isAbort = (error: unknown) =>
  (error instanceof FetchError && error.code === 'aborted') || (error instanceof Error && error.name === 'AbortError');

/** Creates the wrapper every platform module calls through, logging to `logger`. */
export function createCall(logger: PlatformLogger): Call {
  return async (pending) => {
    try {
      const answer = (await pending) as { data?: unknown; error?: unknown; response: Response };
      if ('error' in answer && answer.error !== undefined) {
        // Unreachable with platformResponseMiddleware installed; kept so a bare transport cannot fail silently.
        throw new GifkitError(`gifkit: ${answer.response.status} ${answer.response.statusText}`);
      }
      return answer.data as never;
    } catch (error) {
      if (!isAbort(error)) logger.error(error instanceof Error ? error.message : String(error), error);
      throw error;
    }
  };
}
