// gifkit/compat/react's Carousel in Chromium, offline: the facts of GIPHY's Carousel component
// spec (five GIFs visible, onGifsFetched, onGifVisible for each, onGifSeen for the first and not
// the last when it is out of view, onGifClick / onGifRightClick / onGifKeyPress with the GIF),
// each callback receiving the app's own IGif.
import { cleanup, render, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import type { IGif } from '../../sdk/compat/types';
import { compatFetchGifs, compatGifs, gifEventSpies } from '../../test/support/gifs';
import { Carousel } from './index';

const tiles = () => [...document.querySelectorAll<HTMLElement>('.cy-carousel .giphy-gif')];
const tileOf = (gif: IGif | undefined) => document.querySelector<HTMLElement>(`.giphy-gif[data-gif-id="${gif?.id}"]`);

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('compat Carousel', () => {
  it('shows the GIFs of fetchGifs in a row and hands every callback the app’s own IGif', async () => {
    const gifs = compatGifs(5);
    const onGifsFetched = vi.fn();
    const on = gifEventSpies();
    render(
      <div style={{ width: 300 }}>
        <Carousel
          className="cy-carousel"
          gifHeight={150}
          noLink
          fetchGifs={compatFetchGifs(gifs, 5)}
          onGifsFetched={onGifsFetched}
          {...on}
        />
      </div>,
    );
    await waitFor(() => expect(tiles()).toHaveLength(5));
    await waitFor(() => expect(onGifsFetched).toHaveBeenCalled());
    expect(onGifsFetched.mock.calls[0]?.[0]?.[4]).toBe(gifs[4]);
    for (const tile of tiles()) expect(tile.getBoundingClientRect().height).toBe(150);
    await waitFor(() => expect(on.onGifSeen.mock.calls.map(([gif]) => gif)).toContain(gifs[0]));
    await waitFor(() => expect(on.onGifVisible.mock.calls.map(([gif]) => gif)).toContain(gifs[0]));
    // The last GIF is outside the 300 px row: never fully seen.
    expect(on.onGifSeen.mock.calls.map(([gif]) => gif)).not.toContain(gifs[4]);

    for (const gif of gifs.slice(0, 2)) {
      for (const spy of Object.values(on)) spy.mockClear();
      await userEvent.click(tileOf(gif)!);
      expect(on.onGifClick.mock.calls.map(([g]) => g)).toEqual([gif]);
      await userEvent.click(tileOf(gif)!, { button: 'right' });
      expect(on.onGifRightClick.mock.calls.map(([g]) => g)).toEqual([gif]);
      tileOf(gif)!.focus();
      await userEvent.keyboard('g');
      expect(on.onGifKeyPress.mock.calls.map(([g, e]) => [g, e.key])).toEqual([[gif, 'g']]);
    }
  });

  it('className defaults to giphy-carousel; noResultsMessage when nothing is found', async () => {
    render(<Carousel gifHeight={100} fetchGifs={compatFetchGifs([], 5)} noResultsMessage="Nothing here" />);
    await waitFor(() => expect(document.querySelector('[data-gk-carousel-empty]')?.textContent).toBe('Nothing here'));
    expect(document.querySelector('.giphy-carousel')).not.toBeNull();
  });
});
