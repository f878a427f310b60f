/**
 * How a request that got no usable answer becomes a FetchError: the network failed (status 0,
 * code `network`) or the caller aborted (code `aborted`). Shared by the public-API request
 * function and the platform clients, so both classify failures the same way (by signal and
 * error name, never by message text).
 */
import { FetchError } from '../errors';

/** Whether a request failed because it was aborted (the error's name, or the caller's signal). */
export const wasAborted = (error: unknown, signal?: AbortSignal | null): boolean =>
  (error instanceof Error && error.name === 'AbortError') || !!signal?.aborted;

/** The FetchError for a request that threw before or while its answer was read. */
export function requestFailure(error: unknown, url: string, signal?: AbortSignal | null): FetchError {
  if (error instanceof FetchError) return error;
  const aborted = wasAborted(error, signal);
  return new FetchError(
    aborted ? 'request aborted' : `network error: ${error}`, // an Error shows as `TypeError: Failed to fetch`
    url,
    0,
    '',
    aborted ? 'aborted' : 'network',
    { cause: error },
  );
}
