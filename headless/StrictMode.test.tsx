// @vitest-environment jsdom
// Every headless component and the loader under <StrictMode> (double render, double effects) and
// concurrent rendering (updates in startTransition): one render result, no duplicated fetches,
// pingbacks or callbacks.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../hooks/GiphyProvider';
import type { Analytics } from '../sdk/analytics/createAnalytics';
import type { Gif } from '../sdk/normalize/gif';
import {
  FakeIntersectionObserver as FakeObserver,
  setupFakeIntersectionObserver,
} from '../test/support/fakeIntersectionObserver';
import { advance } from '../test/support/fakeTime';
import { pagedSource, recordedGifs } from '../test/support/gifs';
import { installFakeMedia, makeClip } from '../test/support/videoTesting';
import { Carousel } from './carousel/Carousel';
import { Grid } from './grid/Grid';
import { useInfiniteLoader } from './loader/useInfiniteLoader';
import { SearchBox } from './search/SearchBox';
import { SearchProvider } from './search/SearchProvider';
import { Tile } from './tile/Tile';
import { Video } from './video/Video';

const gifs = recordedGifs;

/** Pages of `size` items out of `total` (test/support/gifs.ts). */
const pages = (total: number, size = 6) => pagedSource<Gif>((i) => gifs(1, i)[0]!, total, size);

function fakeAnalytics() {
  return { pingback: vi.fn(), embedPingback: vi.fn(), embedEvent: vi.fn() } as unknown as Analytics & {
    pingback: ReturnType<typeof vi.fn>;
  };
}

/** Shows every observed element as intersecting (the loaders come into view). */
function showAll() {
  act(() => {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.elements].map((target) => ({ isIntersecting: true, target, intersectionRatio: 1 }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  });
}

/** A bare list on the loader; `term` is the query identity. */
function List({ term, source }: { term: string; source: ReturnType<typeof pages> }) {
  const loader = useInfiniteLoader<Gif>({ source, resetKey: term, debounceMs: 0 });
  return (
    <ul>
      {loader.items.map((gif) => (
        <li key={gif.id} data-gif-id={gif.id} />
      ))}
      <li {...loader.getLoaderProps()} />
    </ul>
  );
}

const strict = (node: ReactNode) => <StrictMode>{node}</StrictMode>;
/** Renders `node` in StrictMode, then re-renders it inside a transition. */
async function renderStrict(node: () => ReactNode) {
  const view = render(strict(node()));
  await act(async () => {
    startTransition(() => view.rerender(strict(node())));
  });
  return view;
}
const ids = (selector: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(selector)).map((element) => element.dataset.gifId);

setupFakeIntersectionObserver();
afterEach(() => vi.restoreAllMocks());

describe('StrictMode and concurrent rendering', () => {
  it('Grid: one fetch per page, each tile once, one focus change reported once', async () => {
    const source = pages(12);
    const onStateChange = vi.fn();
    await renderStrict(() => (
      <Grid
        source={source}
        width={612}
        virtualize={false}
        onStateChange={onStateChange}
        renderItem={(gif, _layout, getItemProps) => <div {...getItemProps({ 'data-gif-id': gif.id })} />}
      />
    ));
    showAll();
    await advance(250);
    expect(source).toHaveBeenCalledTimes(1);
    const shown = ids('[data-gk-grid-item]');
    expect(shown).toHaveLength(6);
    expect(new Set(shown).size).toBe(6);
    act(() => (document.querySelectorAll('[data-gk-grid-item]')[2] as HTMLElement).focus());
    expect(onStateChange).toHaveBeenCalledTimes(1);
  });

  it('Carousel (and its loader): one fetch, each item once, focus reported once', async () => {
    const source = pages(12);
    const onStateChange = vi.fn();
    await renderStrict(() => (
      <Carousel source={source} gifHeight={100} onStateChange={onStateChange}>
        {(carousel) => (
          <div {...carousel.getRootProps()}>
            <div {...carousel.getListProps()}>
              {carousel.items.map((gif, i) => (
                <div key={gif.id} {...carousel.getItemProps({ item: gif, index: i })} data-gif-id={gif.id}>
                  <button type="button" {...carousel.getTileProps({ index: i })} />
                </div>
              ))}
            </div>
            <div {...carousel.getLoaderProps()} />
          </div>
        )}
      </Carousel>
    ));
    showAll();
    await advance(100);
    expect(source).toHaveBeenCalledTimes(1);
    expect(ids('[data-gk-carousel-item]')).toEqual(gifs(6).map((gif) => gif.id));
    act(() => (document.querySelectorAll('[data-gk-carousel-focus]')[1] as HTMLElement).focus());
    expect(onStateChange).toHaveBeenCalledTimes(1);
  });

  it('useInfiniteLoader: a new query in a transition fetches once and shows only its own items', async () => {
    const source = pages(4, 2);
    const view = render(strict(<List term="cats" source={source} />));
    showAll();
    await advance(0);
    expect(source).toHaveBeenCalledTimes(1);
    await act(async () => {
      startTransition(() => view.rerender(strict(<List term="dogs" source={source} />)));
    });
    showAll();
    await advance(0);
    expect(source).toHaveBeenCalledTimes(2);
    expect(ids('li[data-gif-id]')).toEqual(['0', '1'].map((i) => gifs(2)[Number(i)]!.id));
  });

  it('Tile: one CLICK pingback and one onClick per click', async () => {
    const analytics = fakeAnalytics();
    const onClick = vi.fn();
    const [gif] = gifs(1);
    await renderStrict(() => (
      <GiphyProvider apiKey="k" analytics={analytics}>
        <Tile gif={gif!} width={200} onClick={onClick} noLink />
      </GiphyProvider>
    ));
    expect(document.querySelectorAll('[data-gk-tile]')).toHaveLength(1);
    fireEvent.click(document.querySelector('[data-gk-tile]') as HTMLElement);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(analytics.pingback.mock.calls.filter(([event]) => event.actionType === 'CLICK')).toHaveLength(1);
  });

  it('Video: one play change per click, callbacks never doubled', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFakeMedia();
    const onPausedChange = vi.fn();
    const onStateChange = vi.fn();
    await renderStrict(() => (
      <Video gif={makeClip()} width={640} onPausedChange={onPausedChange} onStateChange={onStateChange} />
    ));
    await act(async () => {});
    onPausedChange.mockClear();
    const button = document.querySelector('[data-gk-video-play-pause]') as HTMLElement;
    const before = onStateChange.mock.calls.length;
    fireEvent.click(button);
    expect(onPausedChange).toHaveBeenCalledTimes(1);
    expect(onStateChange.mock.calls.length - before).toBe(1);
    expect(document.querySelectorAll('video')).toHaveLength(1);
  });
});

describe('StrictMode: SearchBox', () => {
  it('typing in a transition commits the term once', async () => {
    // Suggestions and results ask the network: every request fails at once, nothing leaves.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const onTermChange = vi.fn();
    render(
      strict(
        <GiphyProvider apiKey="k">
          <SearchProvider onTermChange={onTermChange}>
            <SearchBox>
              {(box) => (
                <div>
                  <input {...box.getInputProps()} />
                  <ul {...box.getMenuProps()} />
                </div>
              )}
            </SearchBox>
          </SearchProvider>
        </GiphyProvider>,
      ),
    );
    const input = screen.getByRole('combobox');
    await act(async () => {
      startTransition(() => {
        fireEvent.change(input, { target: { value: 'cats' } });
      });
    });
    await advance(500);
    expect(onTermChange).toHaveBeenCalledExactlyOnceWith('cats');
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });
});
