/**
 * The platform calls' error rules as one openapi-fetch middleware: a non-2xx
 * answer becomes an `ApiError` built from its body (status, message, body, url); a 2xx whose
 * body should be JSON but is not becomes a `FetchError` naming the URL; a 204 is success; a
 * network failure or abort becomes a `FetchError` (status 0, code `network` or `aborted`).
 */
import type { Middleware } from 'openapi-fetch';
import { ApiError, FetchError } from '../errors';
import { requestFailure } from '../transport/failure';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The first message the families' error envelopes carry: `detail` (site), `message` (ajax, stories, scheduler), else a field error. */
function messageOf(body: unknown, response: Response): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['detail', 'message', 'msg']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
    for (const [field, value] of Object.entries(record)) {
      const first = Array.isArray(value) ? value[0] : undefined;
      if (typeof first === 'string') return `${field}: ${first}`;
    }
  }
  if (typeof body === 'string' && body.trim() && body.length <= 200) return body.trim();
  return `${response.status} ${response.statusText || 'Error'}`.trim();
}

/** Builds the `ApiError` for a non-2xx answer from its body. */
export async function apiErrorFrom(response: Response, url: string): Promise<ApiError> {
  const body = await readBody(response);
  return new ApiError(messageOf(body, response), response.status, body, url);
}

/** openapi-fetch middleware applying the platform error rules to every call of a client. */
export const platformResponseMiddleware: Middleware = {
  async onResponse({ request, response, options }) {
    if (!response.ok) throw await apiErrorFrom(response, request.url);
    if (options.parseAs !== 'json' || response.status === 204) return undefined;
    const text = await response.clone().text();
    if (!text.trim()) return undefined;
    try {
      JSON.parse(text);
    } catch (cause) {
      throw new FetchError(
        `the answer of ${request.url} is not valid JSON`,
        request.url,
        response.status,
        response.statusText,
        'invalid-response',
        { cause },
      );
    }
    return undefined;
  },
  onError: ({ request, error }) => requestFailure(error, request.url, request.signal),
};
