/**
 * gifkit in Node: search, page through the results and pick renditions, offline against
 * gifkit/mock (msw answers every GIPHY call in this process). `npm run example:node` runs it;
 * `GIPHY_API_KEY=… npm run example:node` calls the real API instead. The imports are the
 * package's own: copy this file into a project that has `gifkit` and `msw` installed.
 */
import { altText, bestRendition, bestRenditionUrl, createGiphyClient, createListStore, type Gif } from 'gifkit';
import { createMockApi } from 'gifkit/mock';
import { setupServer } from 'msw/node';

const apiKey = process.env.GIPHY_API_KEY || undefined;
const term = 'cats';

// Offline unless a key is given: every request to a GIPHY host is answered by the mock.
const server = apiKey ? undefined : setupServer(...createMockApi().handlers);
server?.listen({ onUnhandledRequest: 'error' });

/** One line per GIF: its alt text and the files a 200×150 tile would load. */
function describe(gif: Gif): string {
  const tile = bestRendition(gif.images, 200, 150);
  const still = bestRenditionUrl(gif, 200, 150, { still: true });
  const mp4 = bestRenditionUrl(gif, 200, 150, { video: true });
  return [
    `  ${gif.id} ${altText(gif)}`,
    `    tile: ${tile?.name} ${tile?.width}×${tile?.height} ${tile?.url}`,
    `    still: ${still}`,
    `    mp4: ${mp4}`,
  ].join('\n');
}

try {
  const giphy = createGiphyClient({ apiKey: apiKey ?? 'mock-key', storage: null });

  // 1. One search call: normalized GIFs and the pagination envelope.
  const { data, pagination } = await giphy.searchGifs(term, { limit: 3, rating: 'g' });
  console.log(`search "${term}": ${pagination.count} of ${pagination.total_count} (${data.length} GIFs)`);
  for (const gif of data) console.log(describe(gif));

  // 2. Pages: the list store asks for offset = count + offset until total_count, without duplicates.
  const pages = createListStore({ source: (offset, signal) => giphy.searchGifs(term, { limit: 10, offset, signal }) });
  for (let page = 1; page <= 3; page++) {
    const added = await pages.fetchNext();
    const { items, status } = pages.getSnapshot();
    const done = status === 'done';
    console.log(`page ${page}: +${added.length}, ${items.length} GIFs so far${done ? ', no more pages' : ''}`);
    if (done) break;
  }

  // 3. Trending, with the smallest rendition that still fills a 100 px wide box.
  const trending = await giphy.trendingGifs({ limit: 2 });
  for (const gif of trending.data) console.log(`trending: ${gif.title} → ${bestRendition(gif.images, 100, 100)?.name}`);
} finally {
  server?.close();
}
