// The styled picker over each shipped provider in real Chromium, offline through
// gifkit/mock: GIPHY (v1, the default), KLIPY and GIPHY's Tenor-compatible API (Tenor-v2
// sources, paged by cursor) and Tenor's own shape. Each: search, scroll to the second page,
// pick by keyboard, the provider's placeholder and mark; a source without trending searches
// shows no pills. Screenshots for review in .tmp/screenshots/styled/picker-provider-*.png.
// No GiphyProvider and no QueryClient on the page: the picker pages through the client alone
// (it imports no React Query; styled/picker/bundleSplit.test.ts checks its bundle carries none).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { getResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { searchGifs, trendingGifs } from '../../sdk/client/calls';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { createMockApi } from '../../sdk/mock';
import { createGifSource } from '../../sdk/source/createGifSource';
import type { GifSource } from '../../sdk/source/types';
import { createTenorSource } from '../../sdk/tenor';
import type { TenorProvider } from '../../sdk/tenor/providers';
import { Frame, imagesLoaded, screenshot } from '../../test/browser/skinHarness';
import { GifPicker } from './GifPicker';

/** Every request the mock answered, in order. */
const requests: URL[] = [];

/** The mock API as a source's `fetch`, recording each request. */
function mockFetch() {
  const api = createMockApi();
  return async (request: Request) => {
    requests.push(new URL(request.url));
    return (await getResponse(api.handlers, request)) ?? new Response(null, { status: 501 });
  };
}

const giphy = () => createGiphyClient({ apiKey: 'test-key', storage: null, cache: false, fetch: mockFetch() });
const tenorShape = (provider: TenorProvider) =>
  createTenorSource({ provider, key: 'test-key', cache: false, fetch: mockFetch() });

const PROVIDERS: {
  name: string;
  source: () => GifSource;
  placeholder: string;
  mark: string | null;
  pagedBy: string;
}[] = [
  { name: 'GIPHY', source: giphy, placeholder: 'Search GIPHY', mark: 'Powered by GIPHY', pagedBy: 'offset' },
  { name: 'KLIPY', source: () => tenorShape('klipy'), placeholder: 'Search KLIPY', mark: null, pagedBy: 'pos' },
  {
    name: 'GIPHY v2',
    source: () => tenorShape('giphy'),
    placeholder: 'Search GIPHY',
    mark: 'Powered by GIPHY',
    pagedBy: 'pos',
  },
  { name: 'Tenor', source: () => tenorShape('tenor'), placeholder: 'Search Tenor', mark: 'Via Tenor', pagedBy: 'pos' },
];

const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-picker-grid] [data-gk-grid-item]')];
/** How many GIFs the grid holds (it renders only those near the view). */
const listed = () => Number(tiles()[0]?.getAttribute('aria-setsize') ?? 0);
const LOOK = { name: 'phone', theme: 'light', dir: 'ltr', width: 420 } as const;
const body = () => document.querySelector<HTMLElement>('[data-gk-picker-body]')!;
const focused = () => document.activeElement as HTMLElement;
// A first page that overfills the picker's body, so only a scroll asks for the second.
const LIMIT = 40;

beforeAll(() => commands.routeGiphyMedia());
afterEach(() => {
  cleanup();
  requests.length = 0;
});

describe('GifPicker over each provider', { timeout: 60_000 }, () => {
  for (const provider of PROVIDERS) {
    it(`${provider.name}: search, the second page on scroll, a keyboard pick, its placeholder and mark`, async () => {
      const onSelect = vi.fn();
      render(
        <Frame look={LOOK}>
          <GifPicker
            client={provider.source()}
            onSelect={onSelect}
            recents={false}
            debounce={20}
            options={{ limit: LIMIT }}
            style={{ ['--gk-picker-height' as string]: '360px' }}
          />
        </Frame>,
      );
      const input = screen.getByRole('searchbox', { name: provider.placeholder }) as HTMLInputElement;
      expect(input.placeholder).toBe(provider.placeholder);
      const mark = document.querySelector('[data-gk-powered-by]');
      expect(mark?.textContent ?? null).toBe(provider.mark);
      if (!provider.mark) expect(document.querySelector('[data-gk-picker-footer]')).toBeNull();
      // Trending GIFs and trending searches while the field is empty: every provider has both.
      await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
      await waitFor(() => expect(screen.getByRole('list', { name: 'Trending searches' })).toBeTruthy());
      await imagesLoaded(document.querySelector('[data-gk-picker]')!);
      await screenshot(`picker-provider-${provider.name.replace(/\W+/g, '-').toLowerCase()}`);

      await userEvent.click(input);
      await userEvent.keyboard('cats');
      await waitFor(() => screen.getByRole('heading', { name: 'Results for “cats”' }));
      const searches = () =>
        requests.filter((url) => /\/search$/.test(url.pathname) && url.searchParams.get('q') === 'cats');
      await waitFor(() => expect(listed()).toBe(LIMIT));
      // Compared as query strings, so a failure shows whether a second page or a repeated first one was asked.
      expect(searches().map((url) => url.search)).toHaveLength(1);

      // Scroll to the end: the loader asks for the second page, by offset or by the cursor.
      body().scrollTop = body().scrollHeight;
      await waitFor(() => expect(listed()).toBeGreaterThan(LIMIT));
      const [first, next] = searches();
      // GIPHY: offset=10; a Tenor-v2 source: pos= the first page's `next`, as received.
      expect(next?.searchParams.get(provider.pagedBy)).toBeTruthy();
      expect(first?.searchParams.has('pos')).toBe(false);

      input.focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(focused().hasAttribute('data-gk-grid-item')).toBe(true);
      await userEvent.keyboard('{ArrowRight}{Enter}');
      expect(onSelect).toHaveBeenCalledTimes(1);
      expect(typeof onSelect.mock.calls[0]?.[0]?.id).toBe('string');
    });
  }

  it('a source without trending searches shows no suggestion pills (never an empty list), and names itself', async () => {
    const klipy = tenorShape('klipy');
    const acme = createGifSource({
      identity: 'acme-test',
      attribution: { provider: 'Acme' },
      calls: { search: (term, o) => searchGifs(klipy, term, o), trending: (o) => trendingGifs(klipy, o) },
    });
    render(
      <Frame look={LOOK}>
        <GifPicker client={acme} onSelect={() => {}} recents={false} debounce={20} />
      </Frame>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search Acme' }) as HTMLInputElement;
    expect(input.placeholder).toBe('Search Acme');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    expect(document.querySelector('[data-gk-picker-suggestions]')).toBeNull();
    expect(document.querySelector('[data-gk-picker-footer]')).toBeNull();
    expect(requests.some((url) => /trending_terms/.test(url.pathname))).toBe(false);
  });
});
