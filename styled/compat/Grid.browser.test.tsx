// gifkit/compat/react's Grid in Chromium, offline: the facts of GIPHY's Grid component spec
// (GIFs render and are visible, onGifsFetched, onGifSeen for the first GIF, onGifClick /
// onGifRightClick / onGifKeyPress with the GIF, an API error shows no GIF and never calls
// onGifsFetched) plus its props (noLink, hideAttribution, noResultsMessage, loader,
// initialGifs, percentWidth), every callback receiving the app's own IGif objects.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import type { IGif } from '../../sdk/compat/types';
import { compatFetchGifs, compatGifs, gifEventSpies } from '../../test/support/gifs';
import type { FetchGifs } from './compatGifs';
import { Grid } from './index';

const tiles = () => [...document.querySelectorAll<HTMLElement>('.giphy-grid .giphy-gif')];
const tileOf = (gif: IGif | undefined) => document.querySelector<HTMLElement>(`.giphy-gif[data-gif-id="${gif?.id}"]`);

/** The examples' page: a window-scrolled Grid reset with a new `key`, under StrictMode. */
const KeyedPage = ({ searchKey, fetchGifs }: { searchKey: string; fetchGifs: FetchGifs }) => (
  <StrictMode>
    <Grid key={searchKey} width={600} columns={5} fetchGifs={fetchGifs} />
  </StrictMode>
);

const Dots = ({ className }: { className?: string }) => <p className={className}>Loading more</p>;

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('compat Grid', () => {
  it('shows the GIFs of fetchGifs and hands every callback the app’s own IGif', async () => {
    const gifs = compatGifs(5);
    const fetchGifs = compatFetchGifs(gifs, 5);
    const onGifsFetched = vi.fn();
    const on = gifEventSpies();
    render(<Grid width={600} columns={3} noLink fetchGifs={fetchGifs} onGifsFetched={onGifsFetched} {...on} />);
    await waitFor(() => expect(tiles()).toHaveLength(5));
    expect(fetchGifs).toHaveBeenCalledWith(0);
    await waitFor(() => expect(onGifsFetched).toHaveBeenCalled());
    expect(onGifsFetched.mock.calls[0]?.[0]).toEqual(gifs);
    expect(onGifsFetched.mock.calls[0]?.[0]?.[0]).toBe(gifs[0]);
    for (const tile of tiles()) expect(tile.getBoundingClientRect().width).toBeGreaterThan(0);
    await waitFor(() => expect(on.onGifSeen.mock.calls.map(([gif]) => gif)).toContain(gifs[0]));
    expect(on.onGifSeen.mock.calls[0]?.[1]).toHaveProperty('width');
    await waitFor(() => expect(on.onGifVisible.mock.calls.map(([gif]) => gif)).toContain(gifs[0]));
    expect(tiles().every((tile) => !tile.hasAttribute('href'))).toBe(true);

    for (const gif of gifs) {
      for (const spy of Object.values(on)) spy.mockClear();
      await userEvent.click(tileOf(gif)!);
      expect(on.onGifClick).toHaveBeenCalledTimes(1);
      expect(on.onGifClick.mock.calls[0]?.[0]).toBe(gif);
      await userEvent.click(tileOf(gif)!, { button: 'right' });
      expect(on.onGifRightClick).toHaveBeenCalledTimes(1);
      expect(on.onGifRightClick.mock.calls[0]?.[0]).toBe(gif);
      tileOf(gif)!.focus();
      await userEvent.keyboard('g');
      expect(on.onGifKeyPress).toHaveBeenCalledTimes(1);
      expect(on.onGifKeyPress.mock.calls[0]?.[0]).toBe(gif);
      expect(on.onGifKeyPress.mock.calls[0]?.[1]).toMatchObject({ key: 'g' });
    }
  });

  it('an API error shows no GIF, calls onGifsFetchError and never onGifsFetched', async () => {
    const onGifsFetched = vi.fn();
    const onGifsFetchError = vi.fn();
    const fetchGifs = vi.fn(() => Promise.reject(new Error('API down')));
    render(
      <Grid
        width={600}
        columns={3}
        fetchGifs={fetchGifs}
        onGifsFetched={onGifsFetched}
        onGifsFetchError={onGifsFetchError}
      />,
    );
    await waitFor(() => expect(onGifsFetchError).toHaveBeenCalledTimes(1));
    expect(onGifsFetchError.mock.calls[0]?.[0]).toMatchObject({ message: 'API down' });
    expect(document.querySelector('.giphy-grid')).not.toBeNull();
    expect(tiles()).toHaveLength(0);
    expect(onGifsFetched).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.querySelector('[data-gk-grid-error]')?.textContent).toContain('Error loading GIFs.'),
    );
  });

  it('links each GIF to its page unless noLink; initialGifs show first and fetching continues after them', async () => {
    const gifs = compatGifs(8);
    const fetchGifs = compatFetchGifs(gifs, 4);
    render(<Grid width={600} columns={2} fetchGifs={fetchGifs} initialGifs={gifs.slice(0, 4)} />);
    await waitFor(() => expect(tiles()).toHaveLength(8));
    expect(fetchGifs.mock.calls[0]).toEqual([4]);
    expect(tileOf(gifs[0])!.getAttribute('href')).toBe(gifs[0]?.url);
  });

  it('noResultsMessage when nothing is found; a custom loader while more may come', async () => {
    render(<Grid width={600} columns={3} fetchGifs={compatFetchGifs([], 5)} noResultsMessage="Nothing here" />);
    await waitFor(() => expect(document.querySelector('[data-gk-grid-no-results]')?.textContent).toBe('Nothing here'));
    cleanup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gifs = compatGifs(2);
    const fetchGifs = vi.fn(async (offset: number) => {
      await held;
      return compatFetchGifs(gifs, 2)(offset);
    });
    render(<Grid width={600} columns={3} fetchGifs={fetchGifs} loader={Dots} />);
    expect((await screen.findByText('Loading more')).className).toBe('loader');
    release();
    await waitFor(() => expect(tiles()).toHaveLength(2));
  });

  it('percentWidth fills its container and the tiles follow the measured width', async () => {
    const gifs = compatGifs(6);
    render(
      <div style={{ width: 400 }}>
        <Grid width={900} percentWidth="100%" columns={2} gutter={10} fetchGifs={compatFetchGifs(gifs, 6)} />
      </div>,
    );
    await waitFor(() => expect(tiles()).toHaveLength(6));
    expect(document.querySelector('.giphy-grid')!.getBoundingClientRect().width).toBe(400);
    expect(tiles()[0]!.getBoundingClientRect().width).toBe(195);
  });

  it('hideAttribution leaves out the uploader overlay on hover', async () => {
    const gifs = compatGifs(3).map((gif) => ({ ...gif, user: { ...gif.user, username: 'someone' } }));
    render(<Grid width={600} columns={3} fetchGifs={compatFetchGifs(gifs, 3)} hideAttribution />);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    await userEvent.hover(tiles()[0]!);
    await waitFor(() => expect(tiles()[0]!.dataset.hovered).toBe(''));
    expect(document.querySelector('[data-gk-tile-overlay]')).toBeNull();
  });

  it('keyed by a search key under StrictMode and scrolled by the window, each key fetches its first page', async () => {
    const gifs = compatGifs(10);
    const trending = compatFetchGifs(gifs.slice(0, 5), 5);
    const cats = compatFetchGifs(gifs.slice(5), 5);
    const { rerender } = render(<KeyedPage searchKey="trending" fetchGifs={trending} />);
    await waitFor(() => expect(tiles()).toHaveLength(5), { timeout: 10_000 });
    expect(tileOf(gifs[0])).not.toBeNull();
    rerender(<KeyedPage searchKey="cats" fetchGifs={cats} />);
    await waitFor(() => expect(tileOf(gifs[5])).not.toBeNull(), { timeout: 10_000 });
    expect(cats).toHaveBeenCalledWith(0);
    expect(tiles()).toHaveLength(5);
  });
});
