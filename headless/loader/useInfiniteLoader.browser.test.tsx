import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { nextFrame, observersSettled } from '../../test/browser/settle';
import { idItem, pagedSource } from '../../test/support/gifs';
import { useInfiniteLoader } from './useInfiniteLoader';

type G = { id: string };

/** Pages of `size` items out of `total`, ids g0, g1, … (test/support/gifs.ts). */
const pages = (total: number, size: number) => pagedSource<G>(idItem, total, size, { delayMs: 5 });

/** A 300 px scroll box of 100 px rows, the loader after the last row, watched inside the box. */
function ScrollList({ source, rootMargin }: { source: ReturnType<typeof pages>; rootMargin?: string }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const loader = useInfiniteLoader({ source, root, rootMargin, debounceMs: 100 });
  return (
    <div ref={setRoot} data-testid="box" style={{ height: 300, overflowY: 'auto' }}>
      {loader.items.map((gif) => (
        <div key={gif.id} data-testid="row" style={{ height: 100 }}>
          {gif.id}
        </div>
      ))}
      <div {...loader.getLoaderProps({ style: { height: 10 } })} />
    </div>
  );
}

afterEach(cleanup);

it('fills the scroll box, then loads more only as it scrolls to the end', async () => {
  const source = pages(100, 2);
  render(<ScrollList source={source} />);
  // 2 rows leave the loader visible, so it fetches again; 4 rows push it out of the 300 px box.
  await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(4));
  await observersSettled();
  expect(source).toHaveBeenCalledTimes(2);
  const box = screen.getByTestId('box');
  box.scrollTop = box.scrollHeight;
  await act(nextFrame);
  await waitFor(() => expect(screen.getAllByTestId('row').length).toBeGreaterThanOrEqual(6));
  expect(source.mock.calls.map((call) => call[0]).slice(0, 3)).toEqual([0, 2, 4]);
});

it('stops at the end of the list (done), with the loader still in view', async () => {
  const source = pages(3, 2);
  render(<ScrollList source={source} />);
  await waitFor(() => expect(document.querySelector('[data-gk-loader]')?.getAttribute('data-state')).toBe('done'));
  expect(screen.getAllByTestId('row')).toHaveLength(3);
  await observersSettled();
  expect(source).toHaveBeenCalledTimes(2);
});

it('a rootMargin prefetches before the loader is on screen', async () => {
  const without = pages(100, 4);
  render(<ScrollList source={without} />);
  await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(4));
  await observersSettled();
  expect(without).toHaveBeenCalledTimes(1); // the loader sits 100 px below the box
  cleanup();
  const prefetching = pages(100, 4);
  render(<ScrollList source={prefetching} rootMargin="0px 0px 150px 0px" />);
  await waitFor(() => expect(prefetching).toHaveBeenCalledTimes(2));
});
