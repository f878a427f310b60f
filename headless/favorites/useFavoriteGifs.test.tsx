// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createFavoriteGifs } from '../../sdk/favorites/favoriteGifs';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import { fakeGif } from '../../test/support/gifs';
import { type FavoriteGifsOptions, type FavoriteGifsResult, useFavoriteGifs } from './useFavoriteGifs';

const gif = (id: string): StoredGif => fakeGif(id);

let latest: FavoriteGifsResult;
function Ids(options: FavoriteGifsOptions) {
  latest = useFavoriteGifs(options);
  return <span data-testid="ids">{latest.items.map((item) => item.id).join(',')}</span>;
}
const ids = () => screen.getByTestId('ids').textContent;

afterEach(cleanup);

describe('useFavoriteGifs', () => {
  it('renders nothing on the server, the stored favorites in the browser, and follows the store', () => {
    const store = createFavoriteGifs({ storage: null });
    store.add(gif('a'));
    expect(renderToString(<Ids store={store} />)).toBe('<span data-testid="ids"></span>');
    render(<Ids store={store} />);
    expect(ids()).toBe('a');
    act(() => latest.toggle(gif('b')));
    expect(ids()).toBe('b,a');
    expect(latest.isFavorite('b')).toBe(true);
    act(() => latest.toggle(gif('b')));
    expect(ids()).toBe('a');
    expect(latest.isFavorite('b')).toBe(false);
    act(() => latest.remove('a'));
    expect(ids()).toBe('');
    act(() => store.add(gif('c')));
    expect(ids()).toBe('c');
    act(() => latest.clear());
    expect(ids()).toBe('');
  });

  it('store: false has no favorites and changes do nothing', () => {
    render(<Ids store={false} />);
    act(() => latest.add(gif('a')));
    expect(ids()).toBe('');
    expect(latest.store).toBeNull();
  });

  it('without a store, creates its own once from storageKey and storage', () => {
    const data = new Map<string, string>([['k', JSON.stringify([gif('x')])]]);
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    const { rerender } = render(<Ids storageKey="k" storage={storage} />);
    expect(ids()).toBe('x');
    rerender(<Ids storageKey="other" storage={storage} />); // created once: the first options stay
    expect(ids()).toBe('x');
  });
});
