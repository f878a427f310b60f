import { cleanup, render, waitFor } from '@testing-library/react';
import { userEvent } from '@vitest/browser/context';
import { afterEach, expect, it } from 'vitest';
import { observersSettled } from '../../test/browser/settle';
import { fakeGif, pagedSource, servedMedia } from '../../test/support/gifs';
import { Carousel } from './Carousel';
import type { CarouselGif } from './types';

/** A minimal skin: what a styled carousel does with the attribute vocabulary. */
const SKIN = `
  [data-gk-carousel] { display: flex; width: 300px; overflow-x: auto; }
  [data-gk-carousel-list] { display: flex; gap: var(--gk-gutter); }
  [data-gk-carousel-item] { flex: none; width: var(--gk-width); height: var(--gk-height); }
  [data-gk-tile] { display: block; }
  [data-gk-carousel-loader] { flex: none; width: 30px; height: var(--gk-height); }
`;

/** Square GIFs served by the test server: tiles load only http(s) URLs (docs/security.md). */
const gifOf = (i: number) => fakeGif(`g${i}`, { src: servedMedia(), width: 200, height: 200 });
/** Pages of `size` items out of `total` (test/support/gifs.ts). */
const pages = (total: number, size = 3) => pagedSource<CarouselGif>((i) => gifOf(i), total, size, { delayMs: 5 });
const items = () => document.querySelectorAll('[data-gk-carousel-item]');

afterEach(cleanup);

function renderCarousel(source: ReturnType<typeof pages>) {
  return render(
    <>
      <style>{SKIN}</style>
      <Carousel source={source} gifHeight={100} />
    </>,
  );
}

it('loads until the row overflows, then more as it scrolls to the end', async () => {
  const source = pages(30);
  renderCarousel(source);
  // 3 items of 100 px + gutters = 312 px: the loader is pushed out of the 300 px box.
  await waitFor(() => expect(items()).toHaveLength(3));
  await observersSettled();
  expect(source).toHaveBeenCalledTimes(1);
  const root = document.querySelector('[data-gk-carousel]') as HTMLElement;
  root.scrollLeft = root.scrollWidth;
  await waitFor(() => expect(items()).toHaveLength(6));
  expect(source.mock.calls.map((call) => call[0])).toEqual([0, 3]);
});

it('arrow keys move real focus along the row, scrolling it, which loads more at the end', async () => {
  const source = pages(30);
  renderCarousel(source);
  await waitFor(() => expect(items()).toHaveLength(3));
  await userEvent.keyboard('{Tab}');
  const first = document.querySelector('[data-gk-tile]');
  expect(document.activeElement).toBe(first);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement?.closest('[data-gk-carousel-item]')?.getAttribute('data-index')).toBe('1');
  await userEvent.keyboard('{End}');
  expect(document.activeElement?.closest('[data-gk-carousel-item]')?.getAttribute('data-index')).toBe('2');
  await waitFor(() => expect(items().length).toBeGreaterThan(3));
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  expect(document.activeElement?.closest('[data-gk-carousel]')).toBeNull(); // one tab stop
});
