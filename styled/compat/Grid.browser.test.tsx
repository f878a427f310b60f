// gifkit/compat/react's Grid in Chromium, offline: GIPHY's Grid facts (its Cypress component
// spec: GIFs render, onGifsFetched, onGifClick/onGifRightClick/onGifKeyPress with the GIF,
// onGifSeen, noLink, hideAttribution, noResultsMessage, loader, initialGifs), with the app's own
// IGif objects handed back to every callback.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { commands, userEvent } from '@vitest/browser/context';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../styled.css';
import { compatFetchGifs, compatGifs } from '../../test/support/gifs';
import { Grid } from './index';

const tiles = () => [...document.querySelectorAll<HTMLElement>('.giphy-gif')];

beforeAll(() => commands.routeGiphyMedia());
afterEach(cleanup);

describe('compat Grid', () => {
  it('renders the pages of fetchGifs and hands onGifsFetched the same IGif objects', async () => {
    const gifs = compatGifs(12);
    const fetchGifs = compatFetchGifs(gifs, 6);
    const onGifsFetched = vi.fn();
    render(<Grid width={600} columns={3} fetchGifs={fetchGifs} onGifsFetched={onGifsFetched} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(fetchGifs).toHaveBeenCalledWith(0);
    await waitFor(() => expect(onGifsFetched).toHaveBeenCalled());
    const [first] = onGifsFetched.mock.calls[0] as [unknown[]];
    expect(first[0]).toBe(gifs[0]);
    expect(document.querySelector('.giphy-grid')).not.toBeNull();
  });

  it('calls onGifClick with the app’s IGif and the event', async () => {
    const gifs = compatGifs(6);
    const onGifClick = vi.fn((_gif: unknown, e: { preventDefault: () => void }) => e.preventDefault());
    render(<Grid width={600} columns={3} fetchGifs={compatFetchGifs(gifs, 6)} onGifClick={onGifClick} />);
    await waitFor(() => expect(tiles().length).toBe(6));
    const tile = tiles().find((t) => t.dataset.gifId === String(gifs[2]?.id)) as HTMLElement;
    await userEvent.click(tile);
    expect(onGifClick).toHaveBeenCalledTimes(1);
    expect(onGifClick.mock.calls[0]?.[0]).toBe(gifs[2]);
    expect(screen.queryAllByRole('option').length).toBe(6);
  });
});
