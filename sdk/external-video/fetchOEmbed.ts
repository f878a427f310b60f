/**
 * Title, author and thumbnail of an external video, through its provider's oEmbed endpoint.
 */
import { FetchError, ValidationError } from '../errors';
import { wasAborted } from '../transport/failure';
import { type OEmbed, oEmbedSchema } from './oEmbedSchema';
import type { ExternalVideoProvider } from './providers';
import { isVimeoUrl, vimeoVideoId } from './vimeo';
import { isYoutubeUrl, youtubeVideoId } from './youtube';

/** The oEmbed endpoint for a video page URL, with the URL encoded as a query value. */
export function oEmbedEndpoint(url: string, provider: ExternalVideoProvider): string {
  const encoded = encodeURIComponent(url);
  return provider === 'youtube'
    ? `https://www.youtube.com/oembed?url=${encoded}&format=json`
    : `https://vimeo.com/api/oembed.json?url=${encoded}`;
}

function providerOf(url: string, expected: ExternalVideoProvider | undefined): ExternalVideoProvider {
  const provider = expected ?? (isYoutubeUrl(url) ? 'youtube' : isVimeoUrl(url) ? 'vimeo' : undefined);
  if (provider === 'youtube') youtubeVideoId(url);
  else if (provider === 'vimeo') vimeoVideoId(url);
  else throw new ValidationError('url', `"${url}" is not a youtube url or a vimeo url`);
  return provider;
}

function httpError(response: Response, url: string, endpoint: string): FetchError {
  const { status, statusText } = response;
  const message =
    status === 404
      ? `${url} was not found`
      : status === 401 || status === 403
        ? `${url} is not embeddable`
        : `oEmbed request for ${url} failed with ${status} ${statusText}`.trim();
  return new FetchError(message, endpoint, status, statusText, 'http');
}

function transportError(error: unknown, url: string, endpoint: string, signal: AbortSignal | undefined) {
  const aborted = wasAborted(error, signal);
  const message = aborted
    ? `oEmbed request for ${url} was aborted`
    : `oEmbed request for ${url} failed to reach the server`;
  return new FetchError(message, endpoint, 0, '', aborted ? 'aborted' : 'network', { cause: error });
}

/**
 * Looks up a YouTube or Vimeo video's oEmbed data. The URL is checked first (a `ValidationError`
 * for a foreign host or a missing id), then every failure becomes a `FetchError` rejection:
 * a 404 `… was not found`; a 401 or 403 `… is not embeddable` (YouTube answers 401 for videos
 * whose owner disabled embedding, Vimeo 403); other statuses code `'http'`; no answer code
 * `'network'`; a cancelled `signal` code `'aborted'`; a body that is not JSON or lacks the
 * oEmbed fields code `'invalid-response'`.
 */
export async function fetchOEmbed(
  url: string,
  options: {
    /** The `fetch` to use (a proxy, a test double); default `globalThis.fetch` at call time. */
    fetch?: typeof fetch;
    /** Cancels the request; the promise then rejects with a `FetchError` of code `'aborted'`. */
    signal?: AbortSignal;
    /** The expected provider; by default it is inferred from the URL's host. */
    provider?: ExternalVideoProvider;
  } = {},
): Promise<OEmbed> {
  const { signal } = options;
  const endpoint = oEmbedEndpoint(url, providerOf(url, options.provider));
  const doFetch = options.fetch ?? globalThis.fetch;
  let body: unknown;
  try {
    const response = await doFetch(endpoint, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw httpError(response, url, endpoint);
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new FetchError(`oEmbed answer for ${url} is not JSON`, endpoint, 200, '', 'invalid-response', { cause });
    }
  } catch (error) {
    throw error instanceof FetchError ? error : transportError(error, url, endpoint, signal);
  }
  const parsed = oEmbedSchema().safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || 'body';
  const detail = `oEmbed answer for ${url} is invalid at ${where}: ${issue?.message ?? 'unexpected shape'}`;
  throw new FetchError(detail, endpoint, 200, '', 'invalid-response');
}
