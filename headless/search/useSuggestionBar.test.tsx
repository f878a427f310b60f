// @vitest-environment jsdom
// useSuggestionBar over a <SearchProvider> and the mock API, as a headless app calls it: the
// trending searches, the channels found for a term, setChannels([]) putting trending back, and
// a term starting `@slug ` activating the channel found (the rest stays the term).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import { trendingSearches } from '../../sdk/mock/data/public-catalog';
import { setupMockApiServer } from '../../test/support/mockApiServer';
import { SearchProvider } from './SearchProvider';
import { useSearchContext } from './searchContext';
import { useSuggestionBar } from './useSuggestionBar';

const { server } = setupMockApiServer();
afterEach(cleanup);

let bar: ReturnType<typeof useSuggestionBar> | undefined;
let search: ReturnType<typeof useSearchContext> | undefined;

function Bar() {
  bar = useSuggestionBar();
  search = useSearchContext();
  return (
    <output data-testid="bar">
      {bar.channels.length > 0 ? bar.channels.map((channel) => `@${channel.slug}`).join(' ') : bar.trendingSearches[0]}
      {` | term:${search.term} channel:${search.channel?.slug ?? ''}`}
    </output>
  );
}

const shown = () => screen.getByTestId('bar').textContent ?? '';

it('trending, the channels of a term, setChannels([]) back to trending, and @slug activation', async () => {
  render(
    <SearchProvider client={createGiphyClient({ apiKey: 'k', storage: null })}>
      <Bar />
    </SearchProvider>,
  );
  await waitFor(() => expect(shown()).toContain(trendingSearches.data[0]));
  act(() => search?.setSearch('nba'));
  await waitFor(() => expect(shown()).toMatch(/^@nba\b/));
  act(() => bar?.setChannels([]));
  expect(shown()).toContain(trendingSearches.data[0]);
  act(() => search?.setSearch('@nba dunk'));
  await waitFor(() => expect(shown()).toContain('term:dunk channel:nba'));
});

it('a failed lookup keeps the channels found last', async () => {
  render(
    <SearchProvider client={createGiphyClient({ apiKey: 'k', storage: null })}>
      <Bar />
    </SearchProvider>,
  );
  act(() => search?.setSearch('nba'));
  await waitFor(() => expect(shown()).toMatch(/^@nba\b/));
  let failed = false;
  server.use(
    http.get('*/v1/channels/search', () => {
      failed = true;
      return HttpResponse.json({ meta: { status: 500, msg: 'down' } }, { status: 500 });
    }),
  );
  act(() => search?.setSearch('cats'));
  await waitFor(() => expect(failed).toBe(true));
  await act(async () => {}); // the failed answer settles
  await waitFor(() => expect(shown()).toContain('term:cats'));
  expect(shown()).toMatch(/^@nba\b/);
});
