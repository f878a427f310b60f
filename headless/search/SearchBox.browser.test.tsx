// Focus handling in real Chromium: real clicks and key presses (Playwright), real focus rules.
// No msw here: the client's injected `fetch` answers from the recorded fixtures.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, expect, it } from 'vitest';
import { createGifkitQueryClient, GiphyProvider } from '../../hooks';
import { createGiphyClient } from '../../sdk/client/createGiphyClient';
import channels from '../../sdk/mock/fixtures/giphy-js__channels-search.json';
import trendingSearches from '../../sdk/mock/fixtures/giphy-js__trending-searches.json';
import { SearchBox } from './SearchBox';
import { SearchProvider } from './SearchProvider';

const meta = { status: 200, msg: 'OK', response_id: 'fixture' };
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Answers the suggestion calls from fixtures, and every GIF list with an empty page. */
async function fixtureFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  if (url.pathname === '/v1/trending/searches') return json(trendingSearches);
  if (url.pathname === '/v1/gifs/search/tags') return json({ data: [{ name: q }, { name: `${q} funny` }], meta });
  if (url.pathname === '/v1/channels/search') return json(channels);
  return json({ data: [], pagination: { count: 0, offset: 0, total_count: 0 }, meta });
}

function App() {
  const client = createGiphyClient({ apiKey: 'k', storage: null, fetch: fixtureFetch });
  return (
    <GiphyProvider client={client} queryClient={createGifkitQueryClient()}>
      <SearchProvider>
        <SearchBox>
          {(box) => (
            <div {...box.getRootProps()}>
              {box.channel && <button {...box.getChannelChipProps()}>{box.channelName} ×</button>}
              <input {...box.getInputProps()} />
              <button {...box.getClearButtonProps()}>×</button>
              <ul {...box.getMenuProps()}>
                {box.isOpen &&
                  box.suggestions.map((item, i) => (
                    <li key={item.key} {...box.getItemProps({ item, index: i })}>
                      {item.kind === 'channel' ? item.name : item.term}
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </SearchBox>
        <button type="button">after</button>
      </SearchProvider>
    </GiphyProvider>
  );
}

afterEach(cleanup);

const input = () => screen.getByRole('combobox') as HTMLInputElement;

it('the clear button empties the box and puts focus back in the input', async () => {
  render(<App />);
  await userEvent.click(input());
  await userEvent.keyboard('cats');
  expect(input().value).toBe('cats');
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(input().value).toBe('');
  expect(document.activeElement).toBe(input());
});

it('Escape closes the list and keeps focus and text; clicking a suggestion keeps focus in the input', async () => {
  render(<App />);
  await userEvent.click(input());
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  expect(input().getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
  await userEvent.keyboard('{Escape}');
  expect(input().getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(document.activeElement).toBe(input());

  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  await userEvent.click(screen.getByRole('option', { name: 'zendaya' }));
  expect(input().value).toBe('zendaya');
  expect(document.activeElement).toBe(input());
});

it('removing the channel with its chip puts focus back in the input; Tab leaves and closes the list', async () => {
  render(<App />);
  await userEvent.click(input());
  await userEvent.keyboard('@nba');
  await screen.findByRole('option', { name: 'NBA on TNT' });
  await userEvent.click(screen.getByRole('option', { name: 'NBA on TNT' }));
  expect(input().placeholder).toBe('Search NBA on TNT');
  expect(document.activeElement).toBe(input());

  await userEvent.click(screen.getByRole('button', { name: 'Remove channel NBA on TNT' }));
  expect(screen.queryByRole('button', { name: /Remove channel/ })).toBeNull();
  expect(document.activeElement).toBe(input());

  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  await userEvent.keyboard('{Tab}');
  expect(input().getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).not.toBe(input());
});
