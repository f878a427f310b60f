// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import type { Analytics } from '../../sdk/analytics/createAnalytics';
import { intersect, setupFakeIntersectionObserver } from '../../test/support/fakeIntersectionObserver';
import { advance } from '../../test/support/fakeTime';
import { fakeGif, pagedSource } from '../../test/support/gifs';
import { serverHtml } from '../../test/support/serverHtml';
import { LoaderChangeType } from '../loader/changeTypes';
import { Carousel, type CarouselProps } from './Carousel';
import { CarouselChangeType } from './changeTypes';
import type { CarouselGif } from './types';

const setLoaderVisible = (visible: boolean) =>
  intersect(document.querySelector('[data-gk-carousel-loader]'), visible ? 1 : 0);

/** GIF i is (100 + 10·i) px wide at 100 px high. */
const gifOf = (i: number) =>
  fakeGif(`g${i}`, {
    src: `https://media.giphy.com/${i}.gif`,
    width: 100 + 10 * i,
    height: 100,
    analytics_response_payload: 'p',
  });
/** Pages of `size` items out of `total` (test/support/gifs.ts). */
const pages = (total: number, size = 3) => pagedSource<CarouselGif>((i) => gifOf(i), total, size);

const items = () => Array.from(document.querySelectorAll<HTMLElement>('[data-gk-carousel-item]'));
const tiles = () => Array.from(document.querySelectorAll<HTMLElement>('[data-gk-tile]'));

function renderCarousel(props: Partial<CarouselProps<CarouselGif>> = {}) {
  return render(<Carousel source={pages(9)} gifHeight={100} initialItems={[0, 1, 2, 3].map(gifOf)} {...props} />);
}

setupFakeIntersectionObserver();

describe('Carousel: layout and loading', () => {
  it('a labelled list of fixed-height items, each as wide as its GIF, 6 px apart', () => {
    renderCarousel();
    const list = screen.getByRole('list', { name: 'GIFs' });
    expect(list.querySelectorAll('[role="listitem"]')).toHaveLength(4);
    const [first, second] = items();
    expect(first?.style.getPropertyValue('--gk-width')).toBe('100px');
    expect(second?.style.getPropertyValue('--gk-width')).toBe('110px');
    expect(second?.style.getPropertyValue('--gk-x')).toBe('106px');
    expect(tiles()[1]?.querySelector('img')?.getAttribute('height')).toBe('100');
    const root = document.querySelector('[data-gk-carousel]') as HTMLElement;
    expect(root.style.getPropertyValue('--gk-gutter')).toBe('6px');
  });

  it('an optional fixed item width', () => {
    renderCarousel({ gifWidth: 150 });
    expect(items().map((item) => item.style.getPropertyValue('--gk-width'))).toEqual(Array(4).fill('150px'));
  });

  it('loads more 100 ms after the end loader becomes visible', async () => {
    const source = pages(9);
    renderCarousel({ source });
    setLoaderVisible(true);
    await advance(99);
    expect(source).not.toHaveBeenCalled();
    await advance(1);
    expect(source).toHaveBeenCalledExactlyOnceWith(4, expect.any(AbortSignal));
    expect(items()).toHaveLength(7);
    expect(screen.getByRole('status').textContent).toBe('7 GIFs');
  });

  it('a failed fetch shows the error text without a retry link', async () => {
    const source = vi.fn().mockRejectedValue(new Error('down'));
    const onError = vi.fn();
    renderCarousel({ source, onError });
    setLoaderVisible(true);
    await advance(100);
    const loader = document.querySelector('[data-gk-carousel-loader]') as HTMLElement;
    expect(loader.textContent).toBe('Error loading GIFs.');
    expect(loader.dataset.state).toBe('error');
    expect(screen.queryByText('Try again?')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('says when nothing was found', async () => {
    render(<Carousel source={pages(0)} gifHeight={100} />);
    setLoaderVisible(true);
    await advance(100);
    expect(screen.getAllByText('No GIFs found.').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-gk-carousel-loader]')).toBeNull();
  });

  it('tiles inside report the CAROUSEL layout type', () => {
    const analytics = { pingback: vi.fn(), embedPingback: vi.fn(), embedEvent: vi.fn() };
    render(
      <GiphyProvider apiKey="k" analytics={analytics as unknown as Analytics}>
        <Carousel source={pages(9)} gifHeight={100} initialItems={[gifOf(0)]} />
      </GiphyProvider>,
    );
    fireEvent.click(tiles()[0] as HTMLElement);
    expect(analytics.pingback).toHaveBeenCalledWith(
      expect.objectContaining({ actionType: 'CLICK', layoutType: 'CAROUSEL' }),
    );
  });

  it('renders on the server from the API sizes', () => {
    const html = serverHtml(<Carousel source={pages(9)} gifHeight={100} initialItems={[gifOf(0), gifOf(1)]} />);
    expect(html).toContain('role="list"');
    expect(html).toContain('--gk-width:110px');
    expect(html).toContain('href="https://giphy.com/gifs/g1"');
  });
});

describe('Carousel: keyboard', () => {
  it('one tab stop; ArrowRight/ArrowLeft move focus, stopping at the ends; Home/End jump', () => {
    renderCarousel();
    expect(tiles().map((tile) => tile.tabIndex)).toEqual([0, -1, -1, -1]);
    tiles()[0]?.focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles()[1]);
    expect(tiles().map((tile) => tile.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(items()[1]?.dataset.active).toBe('');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tiles()[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(tiles()[3]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles()[3]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(tiles()[0]);
  });

  it('right-to-left: ArrowLeft moves forward', () => {
    renderCarousel({ dir: 'rtl' });
    tiles()[0]?.focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tiles()[1]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tiles()[0]);
  });

  it('focusing a tile (click, screen reader) makes it the active one', () => {
    const onActiveIdChange = vi.fn();
    renderCarousel({ onActiveIdChange });
    fireEvent.focus(tiles()[2] as HTMLElement);
    expect(onActiveIdChange).toHaveBeenCalledWith('g2');
    expect(tiles()[2]?.tabIndex).toBe(0);
  });

  it('stateReducer and onStateChange are the focus state (as on the grid); the loader has its own', async () => {
    const onStateChange = vi.fn();
    const onLoaderStateChange = vi.fn();
    renderCarousel({
      onStateChange,
      onLoaderStateChange,
      // Refuses Home: focus stays where it is.
      stateReducer: (state, { type, changes }) => (type === CarouselChangeType.KeyHome ? state : changes),
    });
    act(() => tiles()[2]?.focus());
    expect(onStateChange).toHaveBeenLastCalledWith({ type: CarouselChangeType.ItemFocus, activeId: 'g2' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(tiles().map((tile) => tile.tabIndex)).toEqual([-1, -1, 0, -1]);
    expect(onStateChange).toHaveBeenCalledTimes(1);
    expect(onLoaderStateChange).not.toHaveBeenCalled();
    setLoaderVisible(true);
    await advance(100);
    expect(onLoaderStateChange).toHaveBeenCalledWith(expect.objectContaining({ type: LoaderChangeType.FetchStart }));
    expect(onStateChange).toHaveBeenCalledTimes(1);
  });

  it('a controlled id: its tile is tabbable; an id not in the row (removed) means the first tile', () => {
    const onActiveIdChange = vi.fn();
    const source = pages(9);
    const initialItems = [0, 1, 2, 3].map(gifOf);
    const props = { source, gifHeight: 100, initialItems, onActiveIdChange };
    const { rerender } = render(<Carousel {...props} activeId="g3" />);
    expect(tiles().map((tile) => tile.tabIndex)).toEqual([-1, -1, -1, 0]);
    fireEvent.keyDown(tiles()[3] as HTMLElement, { key: 'ArrowLeft' });
    expect(onActiveIdChange).toHaveBeenLastCalledWith('g2');
    rerender(<Carousel {...props} activeId="gone" />);
    expect(tiles()[0]?.tabIndex).toBe(0);
  });

  it('a new query starts again at the first tile', async () => {
    const { rerender } = renderCarousel({ resetKey: 'cats' });
    fireEvent.focus(tiles()[2] as HTMLElement);
    rerender(<Carousel source={pages(9)} gifHeight={100} resetKey="dogs" />);
    expect(items()).toHaveLength(0);
    setLoaderVisible(true);
    await advance(100);
    expect(tiles().map((tile) => tile.tabIndex)).toEqual([0, -1, -1]);
  });
});
