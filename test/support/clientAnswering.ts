/**
 * Test support: a GIPHY client (sdk/client/createGiphyClient.ts) whose fetch answers every
 * request with one JSON `body`, so a test sees what the client makes of an answer end to end.
 */
import { createGiphyClient } from '../../sdk/client/createGiphyClient';

/**
 * The client, the paths it requested (`urls`) and the warnings it gave (`warnings`, from
 * `onWarning`); every answer is `body` with HTTP status `status`.
 */
export function clientAnswering(body: unknown, { status = 200 }: { status?: number } = {}) {
  const urls: string[] = [];
  const warnings: string[] = [];
  const client = createGiphyClient({
    apiKey: 'test-key',
    storage: null,
    fetch: async (request) => {
      urls.push(new URL(request.url).pathname);
      return Response.json(body, { status });
    },
    onWarning: (message) => warnings.push(message),
  });
  return { client, urls, warnings };
}
