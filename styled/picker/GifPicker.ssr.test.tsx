// The picker on the server: no window or storage access while rendering, no recents (the
// server never knows them), the search field, the heading and the GIPHY mark are there.
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { createRecentGifs } from '../../sdk/recent/recentGifs';
import { GifPicker } from './GifPicker';

it('renders to a string without touching window or storage', () => {
  expect(typeof window).toBe('undefined');
  const fetch = vi.fn<typeof globalThis.fetch>();
  const client = createGiphyClient({ apiKey: 'k', storage: null, fetch });
  const storage = { getItem: vi.fn(() => null), setItem: vi.fn(), removeItem: vi.fn() };
  const html = renderToString(
    <GifPicker client={client} onSelect={() => {}} recents={createRecentGifs({ storage })} theme="dark" />,
  );
  expect(html).toContain('data-gk-picker=""');
  expect(html).toContain('data-gk-theme="dark"');
  expect(html).toMatch(/<input[^>]*type="search"[^>]*aria-label="Search GIPHY"/);
  expect(html).toContain('Trending GIFs');
  expect(html).toContain('<p data-gk-powered-by="">Powered by <b>GIPHY</b></p>');
  expect(html).not.toContain('data-gk-picker-recent');
  expect(storage.getItem).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});

it('leaves the GIPHY mark out only when asked to', () => {
  const client = createGiphyClient({ apiKey: 'k', storage: null, fetch: vi.fn() });
  const html = renderToString(<GifPicker client={client} onSelect={() => {}} recents={false} hidePoweredBy />);
  expect(html).not.toContain('data-gk-powered-by');
});
