// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { GiphyProvider } from '../../hooks/GiphyProvider';
import type { Analytics } from '../../sdk/analytics/createAnalytics';
import { escapeHtml } from '../../sdk/media/escapeHtml';
import { imageSrcSet } from '../../sdk/media/imageSrcSet';
import { BRAND_COLORS, CHECKERBOARD_BACKGROUND } from '../../sdk/media/placeholder';
import fixture from '../../sdk/mock/fixtures/giphy-js__gif.json';
import { normalizeGif } from '../../sdk/normalize/gif';
import {
  FakeIntersectionObserver as FakeObserver,
  intersect,
  setupFakeIntersectionObserver,
} from '../../test/support/fakeIntersectionObserver';
import { MediaPreference } from '../shared/mediaPreference';
import { MotionPreference } from '../shared/motion';
import { LayoutTypeContext } from './LayoutTypeContext';
import { Tile, TileImage, TileOverlay, type TileProps } from './Tile';
import { TrackedGifsProvider } from './TrackedGifs';
import { tileAttribution } from './tileAttribution';

const rect = { x: 10, y: 20, width: 200, height: 214, top: 20, left: 10, right: 210, bottom: 234 };
const showTile = (intersectionRatio: number) =>
  intersect(document.querySelector('[data-gk-tile-image]'), intersectionRatio, {
    boundingClientRect: rect as DOMRectReadOnly,
  });

const gif = { ...normalizeGif(fixture.data), analytics_response_payload: 'payload' };
const sticker = { ...gif, id: 'sticker1', is_sticker: true };
const anonymous = { ...gif, id: 'anon', user: undefined, username: '' };

function fakeAnalytics() {
  return { pingback: vi.fn(), embedPingback: vi.fn(), embedEvent: vi.fn() } as unknown as Analytics & {
    pingback: ReturnType<typeof vi.fn>;
  };
}

function renderTile(props: Partial<TileProps> = {}, analytics = fakeAnalytics(), wrap = (n: ReactNode) => n) {
  const ui = (p: Partial<TileProps>) => (
    <GiphyProvider apiKey="k" analytics={analytics}>
      {wrap(<Tile gif={gif} width={200} {...p} />)}
    </GiphyProvider>
  );
  const view = render(ui(props));
  return { ...view, analytics, rerenderTile: (p: Partial<TileProps>) => view.rerender(ui(p)) };
}

const root = () => document.querySelector('[data-gk-tile]') as HTMLElement;
const image = () => document.querySelector('[data-gk-tile-image]') as HTMLImageElement;

setupFakeIntersectionObserver();

describe('Tile: markup', () => {
  it('links to the GIF with alt text, the best rendition for its box and its box size', () => {
    renderTile();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(gif.url);
    const img = screen.getByRole('img');
    expect(img.getAttribute('alt')).toBe(gif.title);
    // WebP support is detected (not assumed, as on a server): the WebP alone, no <picture>.
    expect(img.getAttribute('src')).toBe(gif.images.fixed_width?.webp);
    expect(link.children).toHaveLength(1);
    expect(img.parentElement).toBe(link);
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect(img.getAttribute('width')).toBe('200');
    expect(img.getAttribute('height')).toBe('214');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(root().style.getPropertyValue('--gk-tile-radius')).toBe('4px');
  });

  it('a srcset and sizes with the srcSet rule', () => {
    renderTile({ srcSet: imageSrcSet });
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe(gif.images.fixed_width?.webp);
    expect(img.getAttribute('srcset')).toBe(imageSrcSet(gif, { webp: true }));
    expect(img.getAttribute('srcset')).toContain(`${gif.images.fixed_width?.webp} 200w`);
    expect(img.getAttribute('sizes')).toBe('200px');
  });

  it('a WebP image that fails shows its GIF instead', () => {
    renderTile();
    expect(root().dataset.format).toBe('webp');
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(gif.images.fixed_width?.url);
    expect(root().dataset.format).toBe('gif');
    fireEvent.error(image()); // the GIF failing too changes nothing
    expect(image().getAttribute('src')).toBe(gif.images.fixed_width?.url);
  });

  it('a brand-colour placeholder until the image loads; a checkerboard for stickers', () => {
    renderTile();
    const colour = root().style.getPropertyValue('--gk-tile-placeholder');
    expect(BRAND_COLORS).toContain(colour);
    expect(root().dataset.state).toBe('loading');
    fireEvent.load(image());
    expect(root().dataset.state).toBe('loaded');
    cleanup();
    renderTile({ gif: sticker });
    expect(root().style.getPropertyValue('--gk-tile-placeholder')).toBe(CHECKERBOARD_BACKGROUND);
    expect(root().dataset.sticker).toBe('');
  });

  it('links off: a button that Enter and Space activate', () => {
    const onClick = vi.fn();
    const { analytics } = renderTile({ noLink: true, onClick });
    expect(screen.queryByRole('link')).toBeNull();
    const button = screen.getByRole('button');
    expect(button.tabIndex).toBe(0);
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyDown(button, { key: 'a' });
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(analytics.pingback).toHaveBeenCalledTimes(2);
  });

  it('a custom border radius', () => {
    renderTile({ borderRadius: 12 });
    expect(root().style.getPropertyValue('--gk-tile-radius')).toBe('12px');
  });
});

describe('Tile: events and pingbacks', () => {
  it('hovered after 200 ms of hover, not 199; HOVER and onHover once per GIF', () => {
    const onHover = vi.fn();
    const { analytics } = renderTile({ onHover });
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(199));
    expect(root().dataset.hovered).toBeUndefined();
    expect(onHover).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(root().dataset.hovered).toBe('');
    expect(onHover).toHaveBeenCalledExactlyOnceWith(gif);
    expect(analytics.pingback).toHaveBeenCalledWith(
      expect.objectContaining({ actionType: 'HOVER', gif, layoutType: 'GRID', position: expect.any(Object) }),
    );
    fireEvent.mouseLeave(root());
    expect(root().dataset.hovered).toBeUndefined();
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(500));
    expect(root().dataset.hovered).toBe('');
    expect(onHover).toHaveBeenCalledTimes(1);
    expect(analytics.pingback).toHaveBeenCalledTimes(1);
  });

  it('leaving before 200 ms cancels the hover', () => {
    const onHover = vi.fn();
    renderTile({ onHover });
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseLeave(root());
    act(() => vi.advanceTimersByTime(500));
    expect(onHover).not.toHaveBeenCalled();
  });

  it('seen once at 99% visibility, only after the image loaded', () => {
    const onSeen = vi.fn();
    const { analytics } = renderTile({ onSeen });
    showTile(0.5);
    expect(onSeen).not.toHaveBeenCalled(); // not loaded yet: nothing observed
    fireEvent.load(image());
    expect(FakeObserver.all.at(-1)?.options.threshold).toBe(0.99);
    expect(onSeen).not.toHaveBeenCalled(); // observed once loaded: half in view is not seen
    showTile(0.99);
    expect(onSeen).toHaveBeenCalledExactlyOnceWith(gif, { x: 10, y: 20, width: 200, height: 214 });
    expect(root().dataset.seen).toBe('');
    expect(analytics.pingback).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ actionType: 'SEEN', position: { x: 10, y: 20, width: 200, height: 214 } }),
    );
    showTile(0);
    showTile(1);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('inside one list, a tile mounted again (virtualization) does not report its GIF twice', () => {
    const onSeen = vi.fn();
    const onHover = vi.fn();
    const inList = (n: ReactNode) => <TrackedGifsProvider>{n}</TrackedGifsProvider>;
    const { analytics, rerenderTile } = renderTile({ onSeen, onHover }, fakeAnalytics(), inList);
    fireEvent.load(image());
    showTile(1);
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(200));
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(onHover).toHaveBeenCalledTimes(1);
    // Scrolled away (unmounted) and back (a fresh tile instance for the same GIF).
    rerenderTile({ onSeen, onHover, gif: { ...gif, id: 'elsewhere' } });
    rerenderTile({ onSeen, onHover, gif });
    fireEvent.load(image());
    showTile(1);
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(200));
    expect(root().dataset.seen).toBe('');
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(onHover).toHaveBeenCalledTimes(1);
    expect(analytics.pingback.mock.calls.filter(([e]) => e.actionType === 'SEEN')).toHaveLength(1);
    // The same GIF in a new answer (a new search) is a new impression.
    rerenderTile({ onSeen, onHover, gif: { ...gif, response_id: 'another-answer' } });
    fireEvent.load(image());
    showTile(1);
    expect(onSeen).toHaveBeenCalledTimes(2);
  });

  it('a new GIF in the same tile is seen and hovered anew', () => {
    const onSeen = vi.fn();
    const { rerenderTile } = renderTile({ onSeen });
    fireEvent.load(image());
    showTile(1);
    const next = { ...gif, id: 'other' };
    rerenderTile({ onSeen, gif: next });
    expect(root().dataset.seen).toBeUndefined();
    expect(root().dataset.state).toBe('loading');
    fireEvent.load(image());
    showTile(1);
    expect(onSeen).toHaveBeenLastCalledWith(next, expect.any(Object));
    expect(onSeen).toHaveBeenCalledTimes(2);
  });

  it('outside a list, a tile that shows a GIF again does not report it twice', () => {
    const onSeen = vi.fn();
    const { analytics, rerenderTile } = renderTile({ onSeen });
    fireEvent.load(image());
    showTile(1);
    rerenderTile({ onSeen, gif: { ...gif, id: 'other' } });
    fireEvent.load(image());
    showTile(1);
    rerenderTile({ onSeen, gif });
    fireEvent.load(image());
    showTile(1);
    expect(root().dataset.seen).toBe('');
    expect(onSeen.mock.calls.map(([seen]) => seen.id)).toEqual([gif.id, 'other']);
    expect(analytics.pingback.mock.calls.filter(([e]) => e.actionType === 'SEEN')).toHaveLength(2);
  });

  it('every click fires CLICK and onClick; preventDefault in a root handler does not opt out of tracking', () => {
    const onClick = vi.fn((_gif, event: { preventDefault: () => void }) => event.preventDefault());
    const { analytics, rerenderTile } = renderTile({ onClick });
    fireEvent.click(root());
    fireEvent.click(root());
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(analytics.pingback).toHaveBeenCalledTimes(2);
    expect(analytics.pingback).toHaveBeenLastCalledWith(expect.objectContaining({ actionType: 'CLICK' }));
    // A host (or the grid's onSelect) that stops the link still gets onClick and the pingback.
    rerenderTile({ onClick, rootProps: { onClick: (event) => event.preventDefault() } });
    fireEvent.click(root());
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(analytics.pingback).toHaveBeenCalledTimes(3);
  });

  it('preventDefault on mouseenter skips only the default action (play on hover): the hover is still tracked', async () => {
    const onHover = vi.fn();
    const reduce = (node: ReactNode) => <MotionPreference reduce>{node}</MotionPreference>;
    const { analytics } = renderTile(
      { onHover, rootProps: { onMouseEnter: (event) => event.preventDefault() } },
      fakeAnalytics(),
      reduce,
    );
    fireEvent.mouseEnter(root());
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onHover).toHaveBeenCalledTimes(1);
    expect(analytics.pingback).toHaveBeenCalledWith(expect.objectContaining({ actionType: 'HOVER' }));
    expect(root().dataset.still).toBe('');
  });

  it('reports the layout type of the surrounding layout', () => {
    const wrap = (node: ReactNode) => <LayoutTypeContext.Provider value="CAROUSEL">{node}</LayoutTypeContext.Provider>;
    const { analytics } = renderTile({}, fakeAnalytics(), wrap);
    fireEvent.click(root());
    expect(analytics.pingback).toHaveBeenCalledWith(expect.objectContaining({ layoutType: 'CAROUSEL' }));
  });

  it('works without analytics', () => {
    render(<Tile gif={gif} width={200} />);
    // Not cancelled: the link still takes the user to the GIF's page.
    expect(fireEvent.click(root())).toBe(true);
  });
});

describe('Tile: motion and attribution', () => {
  it('reduced motion shows the still, and plays on hover and on focus', () => {
    const wrap = (node: ReactNode) => <MotionPreference reduce>{node}</MotionPreference>;
    renderTile({ srcSet: imageSrcSet }, fakeAnalytics(), wrap);
    expect(image().getAttribute('src')).toBe(gif.images.fixed_width_still?.url);
    expect(image().getAttribute('srcset')).toBeNull(); // the srcset's renditions have no stills
    expect(root().dataset.still).toBe('');
    fireEvent.mouseEnter(root());
    expect(image().getAttribute('src')).toBe(gif.images.fixed_width?.webp);
    fireEvent.mouseLeave(root());
    expect(root().dataset.still).toBe('');
    fireEvent.focus(root());
    expect(image().getAttribute('src')).toBe(gif.images.fixed_width?.webp);
  });

  it('the attribution overlay mounts on the first hover and opens while hovered', () => {
    renderTile({ attribution: tileAttribution });
    expect(document.querySelector('[data-gk-tile-overlay]')).toBeNull();
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(200));
    const overlay = document.querySelector('[data-gk-tile-overlay]') as HTMLElement;
    expect(overlay.dataset.state).toBe('open');
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect(overlay.textContent).toBe('haydiroket (Mert Keskin)');
    fireEvent.mouseLeave(root());
    expect(overlay.dataset.state).toBe('closed');
  });

  it('no overlay without the attribution rule, without someone to credit, or with hideAttribution', () => {
    renderTile();
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(200));
    expect(root().dataset.hovered).toBe('');
    expect(document.querySelector('[data-gk-tile-overlay]')).toBeNull();
    cleanup();
    renderTile({ gif: anonymous, attribution: tileAttribution });
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(200));
    expect(document.querySelector('[data-gk-tile-overlay]')).toBeNull();
    cleanup();
    renderTile({ hideAttribution: true, attribution: tileAttribution });
    fireEvent.mouseEnter(root());
    act(() => vi.advanceTimersByTime(200));
    expect(document.querySelector('[data-gk-tile-overlay]')).toBeNull();
  });

  it('a render function gets the state and getters', () => {
    render(
      <Tile gif={gif} width={100} noLink attribution={tileAttribution}>
        {(tile) => (
          <figure {...tile.getRootProps()}>
            <img {...tile.getImageProps()} alt={tile.getImageProps().alt} />
            <figcaption>{tile.attribution?.name}</figcaption>
          </figure>
        )}
      </Tile>,
    );
    screen.getByText('haydiroket (Mert Keskin)'); // throws when missing
    expect(image().getAttribute('width')).toBe('100');
  });
});

describe('Tile: first render', () => {
  it('a list of tiles mounted at once is rendered once before its first paint (the elements reach the tiles in a later render)', async () => {
    // Outside act(): a synchronous mount, as a list that receives its first page commits it.
    const acting = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    let renders = 0;
    const ids = ['a', 'b', 'c'];
    try {
      flushSync(() =>
        root.render(
          ids.map((id) => (
            <Tile key={id} gif={{ ...gif, id }} width={200}>
              {(tile) => {
                renders++;
                return <span {...tile.getRootProps()}>{tile.gif.id}</span>;
              }}
            </Tile>
          )),
        ),
      );
      expect(container.textContent).toBe('abc');
      expect(renders).toBe(ids.length);
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = acting;
    }
  });
});

describe('Tile: parts', () => {
  it('nodes render inside the root, and the parts read the tile', () => {
    render(
      <Tile gif={gif} width={200} attribution={tileAttribution}>
        <TileImage className="pic" />
        <TileOverlay>credit</TileOverlay>
      </Tile>,
    );
    expect(root().querySelector('img.pic')?.getAttribute('src')).toBe(gif.images.fixed_width?.webp);
    fireEvent.focus(root());
    expect(document.querySelector('[data-gk-tile-overlay]')?.textContent).toBe('credit');
  });

  it('a part outside a tile fails loudly in development', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TileImage />)).toThrow('gifkit: <TileMedia> must be used inside <Tile>.');
    errors.mockRestore();
  });
});

describe('Tile: server rendering', () => {
  it('an image tile: the server keeps the GIF behind the WebP, the client then loads the WebP alone', async () => {
    const ui = (
      <MediaPreference capabilities={{ autoplay: false }}>
        <Tile gif={gif} width={200} />
      </MediaPreference>
    );
    const html = renderToString(ui);
    // WebP is only assumed on the server: a browser without it takes the GIF.
    expect(html).toContain(`<source type="image/webp" srcSet="${escapeHtml(gif.images.fixed_width!.webp!)}"/>`);
    expect(html).toContain(`src="${escapeHtml(gif.images.fixed_width!.url!)}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('picture, source')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(gif.images.fixed_width?.webp);
    container.remove();
  });

  it('renders to a string and hydrates without a mismatch', () => {
    const ui = <Tile gif={gif} width={200} />;
    const html = renderToString(ui);
    expect(html).toContain(`href="${gif.url}"`);
    expect(html).toContain('data-gk-tile=""');
    // A video tile on the server: no file and no poster (docs/media-rules.md prices the poster
    // it does not load), its box painted with the placeholder colour until the first frame.
    const video = /<video [^>]*>/.exec(html)?.[0];
    expect(video).toContain('preload="none"');
    expect(video).toContain('background:var(--gk-tile-placeholder)');
    expect(video).not.toMatch(/ (src|poster)=/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      hydrateRoot(container, ui);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
