/**
 * Turns every failed public-API call into a FetchError with the request URL: a network
 * failure or abort (status 0) or a non-2xx answer, whose message is the server's
 * (`meta.msg`, else `message`, else "Error fetching"). Classified by status, never by text.
 */
import type { Middleware } from 'openapi-fetch';
import { FetchError } from '../errors';

export const DEFAULT_ERROR = 'Error fetching';

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { meta?: { msg?: unknown }; message?: unknown };
    const msg = body?.meta?.msg ?? body?.message;
    return typeof msg === 'string' && msg ? msg : DEFAULT_ERROR;
  } catch {
    return DEFAULT_ERROR;
  }
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** openapi-fetch middleware that throws FetchError for every failure. */
export const responseGuard: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    throw new FetchError(await serverMessage(response), request.url, response.status, response.statusText, 'http');
  },
  onError({ request, error }) {
    if (error instanceof FetchError) return error;
    const aborted = isAbort(error) || request.signal.aborted;
    const detail = error instanceof Error ? error.message : String(error);
    return new FetchError(
      aborted ? 'request aborted' : `network error: ${detail}`,
      request.url,
      0,
      '',
      aborted ? 'aborted' : 'network',
      {
        cause: error,
      },
    );
  },
};
