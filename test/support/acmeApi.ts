/**
 * Test-only: msw handlers of the in-house GIF library behind docs/providers.md's example source
 * (test/support/acmeSource.ts), over the public mock's deterministic GIFs: search and trending
 * paged by an opaque `after` cursor (`next` absent on the last page), a bearer token required,
 * `error <status>` as a search term answering that status, and the shares it was sent.
 */
import { HttpResponse, http } from 'msw';
import type { RawGif } from '../../sdk/mock/data/gifs';
import { searchItem, searchTotal, TRENDING_TOTAL, trendingItem } from '../../sdk/mock/data/public';

export const ACME_URL = 'https://gifs.acme.test/api/';

const num = (value: unknown) => Number(value) || 0;
const acmeGif = (gif: RawGif) => ({
  id: gif.id,
  caption: String(gif.title ?? ''),
  mp4: gif.images.original?.mp4 ?? '',
  still: gif.images.original_still?.url ?? '',
  width: num(gif.images.original?.width),
  height: num(gif.images.original?.height),
});
const cursorAt = (offset: number) => `acme~${btoa(String(offset)).replace(/=+$/, '')}+`;
const offsetOf = (cursor: string) => Number(atob(cursor.slice(5, -1)));

/** The handlers, and the shares they were sent. `items` replaces the GIFs of every page (hostile data). */
export function acmeApi(items?: (gif: ReturnType<typeof acmeGif>) => unknown) {
  const shares: { id: string | null; q: string | null }[] = [];
  const page = (request: Request, total: number, at: (i: number) => RawGif) => {
    if (request.headers.get('authorization') !== 'Bearer acme-token')
      return HttpResponse.json({ message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' });
    const query = new URL(request.url).searchParams;
    const limit = Math.min(50, Number(query.get('limit') ?? 25));
    const after = query.get('after');
    const offset = after ? offsetOf(after) : 0;
    const end = Math.min(total, offset + limit);
    const data = Array.from({ length: Math.max(0, end - offset) }, (_, k) => acmeGif(at(offset + k)));
    return HttpResponse.json({
      items: items ? data.map(items) : data,
      ...(end < total ? { next: cursorAt(end) } : {}),
    });
  };
  const handlers = [
    http.get(`${ACME_URL}gifs/search`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const error = /^error (\d{3})$/.exec(q);
      if (error) return HttpResponse.json({ message: 'Failed' }, { status: Number(error[1]), statusText: 'Failed' });
      return page(request, q === 'no results' ? 0 : searchTotal(q), (i) => searchItem('gifs', q, i));
    }),
    http.get(`${ACME_URL}gifs/trending`, ({ request }) =>
      page(request, TRENDING_TOTAL, (i) => trendingItem('gifs', i)),
    ),
    http.get(`${ACME_URL}shares`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      shares.push({ id: query.get('id'), q: query.get('q') });
      return HttpResponse.json({ items: [] });
    }),
  ];
  return { handlers, shares };
}
