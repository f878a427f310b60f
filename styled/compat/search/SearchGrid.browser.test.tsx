// The way apps wire GIPHY's search: SearchContextManager + SearchBar + a Grid fed by
// SearchContext's fetchGifs, reset with key={searchKey}. In Chromium over the mock API: trending
// first, then the search for what was typed, from offset 0, in a fresh grid; a channel scopes it.
import { cleanup, render } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { useContext } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../styled.css';
import { GiphyFetch } from '../../../sdk/compat/GiphyFetch';
import type { IGif } from '../../../sdk/compat/types';
import { stubFetchWithMockApi } from '../../../test/browser/mockApiFetch';
import { Grid } from '../index';
import { SearchBar } from './SearchBar';
import { SearchContext } from './SearchContext';
import { SearchContextManager } from './SearchContextManager';

beforeAll(() => commands.routeGiphyMedia());
const urls = stubFetchWithMockApi();
afterEach(cleanup);

function Results() {
  const { fetchGifs, searchKey } = useContext(SearchContext);
  return <Grid key={searchKey} width={600} columns={3} fetchGifs={fetchGifs} />;
}

const shownIds = () => [...document.querySelectorAll<HTMLElement>('.giphy-gif')].map((tile) => tile.dataset.gifId);
const ids = (gifs: IGif[]) => gifs.map((gif) => String(gif.id));
/** The first `count` GIFs shown are `expected`'s first ones, in order. */
const expectShown = (expected: string[]) =>
  expect
    .poll(() => {
      const shown = shownIds();
      return shown.length > 0 && shown.join() === expected.slice(0, shown.length).join();
    })
    .toBe(true);
const requests = (path: string) => urls.filter((url) => url.pathname === path);

describe('SearchContextManager + SearchBar + Grid key={searchKey}', () => {
  it('shows trending, then the typed search from offset 0 in a fresh grid, then a channel’s GIFs', async () => {
    // What the mock answers, asked before the app runs (so `urls` holds only the app's requests).
    const gf = new GiphyFetch('test-key');
    const trending = ids((await gf.trending({ offset: 0 })).data);
    const cats = ids((await gf.search('cats', { offset: 0 })).data);
    const dunk = ids((await gf.search('dunk', { channel: 'nba', offset: 0 })).data);
    expect(cats.join()).not.toBe(trending.join());
    urls.length = 0;
    render(
      <SearchContextManager apiKey="test-key">
        <SearchBar />
        <Results />
      </SearchContextManager>,
    );
    await expectShown(trending);
    const input = document.querySelector<HTMLInputElement>('.giphy-search-bar input')!;
    await userEvent.click(input);
    await userEvent.keyboard('cats');
    await expectShown(cats);
    const [first] = requests('/v1/gifs/search').filter((url) => url.searchParams.get('q') === 'cats');
    expect(first?.searchParams.get('offset') ?? '0').toBe('0');

    await userEvent.keyboard('{Control>}a{/Control}@nba dunk');
    await expect.poll(() => input.value).toBe('dunk');
    await expectShown(dunk);
    expect(requests('/v1/gifs/search').some((url) => url.searchParams.get('q') === '@nba dunk')).toBe(true);
  });
});
