// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecentGifs } from '../../sdk/recent/recentGifs';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import { fakeGif } from '../../test/support/gifs';
import { type RecentGifsOptions, useRecentGifs } from './useRecentGifs';

const gif = (id: string): StoredGif => fakeGif(id);

function Ids(options: RecentGifsOptions) {
  const { items } = useRecentGifs(options);
  return <span data-testid="ids">{items.map((item) => item.id).join(',')}</span>;
}

let noStoreAdd: (gif: StoredGif) => void = () => {};
function NoStore() {
  const recents = useRecentGifs({ store: false });
  noStoreAdd = recents.add;
  return <span data-testid="ids">{recents.items.length}</span>;
}

afterEach(cleanup);

describe('useRecentGifs', () => {
  it('renders nothing on the server (the store is never read there), the stored GIFs in the browser', () => {
    const store = createRecentGifs({ storage: null });
    store.add(gif('a'));
    expect(renderToString(<Ids store={store} />)).toBe('<span data-testid="ids"></span>');
    render(<Ids store={store} />);
    expect(screen.getByTestId('ids').textContent).toBe('a');
    act(() => store.add(gif('b')));
    expect(screen.getByTestId('ids').textContent).toBe('b,a');
  });

  it('store: false has no recents and add does nothing', () => {
    render(<NoStore />);
    act(() => noStoreAdd(gif('a')));
    expect(screen.getByTestId('ids').textContent).toBe('0');
  });

  it('without a store, creates its own once from storageKey and storage', () => {
    const data = new Map<string, string>([['k', JSON.stringify([gif('x')])]]);
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    const { rerender } = render(<Ids storageKey="k" storage={storage} />);
    expect(screen.getByTestId('ids').textContent).toBe('x');
    rerender(<Ids storageKey="other" storage={storage} />); // created once: the first options stay
    expect(screen.getByTestId('ids').textContent).toBe('x');
  });
});
