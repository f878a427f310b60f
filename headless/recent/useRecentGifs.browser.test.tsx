// Real Chromium: the recent-GIFs row of docs/headless.md ("A recent-GIFs row"), built from public
// exports only (`useRecentGifs` over the SDK's store, `useCarousel`'s roving row, `Tile`), exactly
// as the docs show it: one Tab stop, arrows and Home/End move focus, Enter picks (and the pick
// moves first in storage), Clear empties the row.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import { fakeGif, servedMedia } from '../../test/support/gifs';
// docs: import type { StoredGif } from 'gifkit';
// docs: import { type ControlledList, Tile, useCarousel, useRecentGifs } from 'gifkit/headless';
// docs: import { useMemo } from 'react';
import { type ControlledList, Tile, useCarousel, useRecentGifs } from '../index';

/** A GIF served by the test server (tiles load only http(s) URLs). */
const gifOf = (id: string) => fakeGif(id, { src: servedMedia() });

// docs/headless.md, "A recent-GIFs row" (test/docs/headlessExamples.test.ts keeps the two the same):
// docs:begin
const nothing = () => {};

function RecentRow({ onPick }: { onPick: (gif: StoredGif) => void }) {
  const recents = useRecentGifs({ storageKey: 'chat:recent-gifs' });
  // The recents are the whole list: the carousel's loader never asks for more.
  const source = useMemo<ControlledList<StoredGif>>(
    () => ({ items: recents.items, status: 'done', error: null, hasMore: false, fetchMore: nothing, retry: nothing }),
    [recents.items],
  );
  const row = useCarousel({ source, gifHeight: 60 });
  if (!row.items.length) return null;
  return (
    <section aria-label="Recent GIFs">
      <div {...row.getRootProps()}>
        <div {...row.getListProps({ 'aria-label': 'Recent GIFs' })}>
          {row.items.map((gif, index) => (
            <div key={gif.id} {...row.getItemProps({ item: gif, index })}>
              <Tile
                gif={gif}
                width={row.layout.items[index]?.width ?? 60}
                height={60}
                noLink
                onClick={() => {
                  recents.add(gif);
                  onPick(gif);
                }}
                rootProps={row.getTileProps({ index })}
              />
            </div>
          ))}
        </div>
      </div>
      <button type="button" onClick={recents.clear}>
        Clear
      </button>
    </section>
  );
}
// docs:end

const KEY = 'chat:recent-gifs';
const tiles = () => [...document.querySelectorAll<HTMLElement>('[data-gk-carousel-focus]')];
const stored = () => (JSON.parse(localStorage.getItem(KEY) ?? '[]') as StoredGif[]).map((gif) => gif.id);

beforeEach(() => localStorage.setItem(KEY, JSON.stringify(['a', 'b', 'c'].map(gifOf))));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a recent-GIFs row from public exports (docs/headless.md)', () => {
  it('shows the stored GIFs newest first, one Tab stop, arrows and Home/End move, Enter picks, Clear empties', async () => {
    const onPick = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <RecentRow onPick={onPick} />
      </>,
    );
    await waitFor(() => expect(tiles().map((tile) => tile.dataset.gifId)).toEqual(['a', 'b', 'c']));
    expect(tiles().map((tile) => tile.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tiles()[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tiles()[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tiles()[2]);
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
    expect(stored()).toEqual(['b', 'a', 'c']);
    await waitFor(() => expect(tiles().map((tile) => tile.dataset.gifId)).toEqual(['b', 'a', 'c']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Recent GIFs' })).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows another tab: a pick stored elsewhere shows up (storage event)', async () => {
    render(<RecentRow onPick={() => {}} />);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    localStorage.setItem(KEY, JSON.stringify(['z', 'a'].map(gifOf)));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await waitFor(() => expect(tiles().map((tile) => tile.dataset.gifId)).toEqual(['z', 'a']));
  });
});
