/**
 * docs/providers.md's "Write your own source" example, as the contract suite runs it
 * (sdk/source/sources.contract.test.ts): a source over an in-house GIF library's API
 * (test/support/acmeApi.ts serves it in tests). test/docs/providersExample.test.ts checks that
 * the docs show exactly the lines between the markers, with the `docs:` imports.
 */
import type { PaginationOptions } from '../../sdk/client/options';
import { FetchError } from '../../sdk/errors';
import { createGifSource, type SourceGif } from '../../sdk/source/createGifSource';

// docs: import { createGifSource, FetchError, type SourceGif, type PaginationOptions } from 'gifkit';
// docs:begin
/** One GIF of the in-house library, as its API (`GET gifs/search?q=&limit=&after=`) answers it. */
type AcmeGif = { id: string; caption: string; mp4: string; still: string; width: number; height: number };

export function createAcmeSource(baseUrl: string, token: string) {
  const get = async (path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) => {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, `${value}`);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
    if (!response.ok) throw new FetchError(response.statusText, url.href, response.status, response.statusText);
    return response.json() as Promise<{ items: AcmeGif[]; next?: string }>;
  };
  const gif = ({ id, caption, mp4, still, width, height }: AcmeGif): SourceGif => ({
    id,
    title: caption,
    images: { original: { mp4, width, height }, original_still: { url: still, width, height } },
  });
  // The library pages by cursor: `next` goes back as `after`; the last page has none.
  const page = async (path: string, query: object, o: PaginationOptions) => {
    const { offset = 0 } = o;
    const { items, next } = await get(path, { ...query, limit: o.limit ?? 25, after: o.cursor }, o.signal);
    const count = items.length;
    const pagination = next ? { count, offset, next_cursor: next } : { count, offset, total_count: offset + count };
    return { data: items.map(gif), pagination };
  };
  return createGifSource({
    identity: `acme:${baseUrl}`,
    attribution: { provider: 'Acme GIFs' },
    calls: {
      search: (term, o) => page('gifs/search', { q: term }, o),
      trending: (o) => page('gifs/trending', {}, o),
      share: async (sent, { term, signal }) => void (await get('shares', { id: sent.id, q: term }, signal)),
    },
  });
}
// docs:end
