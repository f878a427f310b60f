// Task "sdk-search-tenor": the same search with the SDK alone over KLIPY's Tenor-compatible API:
// a Tenor-v2 source and the per-call `searchGifs` (docs/providers.md). Carries none of GIPHY's
// normalizer or platform code.
import { createTenorSource, searchGifs } from 'gifkit';

const klipy = createTenorSource({ provider: 'klipy', key: 'YOUR_KEY' });

export async function searchFor(term: string, signal?: AbortSignal) {
  const { data, pagination } = await searchGifs(klipy, term, { limit: 25, signal });
  return { urls: data.map((gif) => gif.images.fixed_width?.mp4), next: pagination.next_cursor };
}
