// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { StrictMode, startTransition, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Gif } from '../../sdk/normalize/gif';
import { recordedGifs } from '../../test/support/gifs';
import { tileAspectRatio } from './aspectRatio';
import { createMasonry, type MasonryLayout } from './masonry';
import { type GridLayoutOptions, useGridLayout } from './useGridLayout';

const gifs = recordedGifs;

/** Every layout a committed-or-not render of `<Layout>` finished with. */
const seen: MasonryLayout[] = [];
const never = new Promise<never>(() => {});
function Layout({ items, suspend }: { items: Gif[]; suspend?: boolean }) {
  const layout = useGridLayout({ items, width: 612 });
  if (suspend) use(never);
  seen.push(layout);
  return <output>{layout.items.length}</output>;
}

describe('useGridLayout', () => {
  it('a longer list with the same start lays out only the new tiles', () => {
    const first = gifs(10);
    const getAspectRatio = vi.fn((gif: Gif) => gif.images.original!.width / gif.images.original!.height);
    const { result, rerender } = renderHook((props: GridLayoutOptions<Gif>) => useGridLayout(props), {
      initialProps: { items: first, width: 612, getAspectRatio },
    });
    const layout = result.current;
    rerender({ items: [...first, ...gifs(5, 10)], width: 612, getAspectRatio });
    expect(result.current.items).toHaveLength(15);
    expect(result.current.items.slice(0, 10).every((item, i) => item === layout.items[i])).toBe(true);
    // The kept tiles are the same objects: only the 5 new ones are measured.
    expect(getAspectRatio).toHaveBeenCalledTimes(15);
    // What the first render read does not change under it.
    expect(layout.items).toHaveLength(10);
    expect(layout.range(0, 1e6)).toHaveLength(10);
  });

  it('under StrictMode, appending a page measures only its tiles, once', () => {
    const first = gifs(10);
    const getAspectRatio = vi.fn(tileAspectRatio);
    const { result, rerender } = renderHook((props: GridLayoutOptions<Gif>) => useGridLayout(props), {
      initialProps: { items: first, width: 612, getAspectRatio },
      wrapper: StrictMode,
    });
    getAspectRatio.mockClear();
    const longer = [...first, ...gifs(5, 10)];
    rerender({ items: longer, width: 612, getAspectRatio });
    expect(getAspectRatio).toHaveBeenCalledTimes(5);
    const expected = createMasonry({ width: 612 });
    expected.append(longer.map(tileAspectRatio));
    expect(result.current.items).toEqual(expected.items);
  });

  it('a render React throws away changes nothing later renders read (StrictMode, a suspended transition)', async () => {
    const first = gifs(10);
    seen.length = 0;
    const view = render(<Layout items={first} />, { wrapper: StrictMode });
    // A transition lays out five more tiles, then suspends: that render never commits.
    await act(async () => {
      startTransition(() => view.rerender(<Layout items={[...first, ...gifs(5, 10)]} suspend />));
    });
    expect(view.container.textContent).toBe('10');
    // An urgent update with five other tiles: laid out as if the thrown-away render never ran.
    const other = [...first, ...gifs(5, 50)];
    act(() => view.rerender(<Layout items={other} />));
    const expected = createMasonry({ width: 612 });
    expected.append(other.map(tileAspectRatio));
    expect(seen.at(-1)!.items).toEqual(expected.items);
    expect(view.container.textContent).toBe('15');
    // The first committed layout still reads ten tiles.
    expect(seen[0]!.items).toHaveLength(10);
    expect(seen[0]!.range(0, 1e6)).toHaveLength(10);
  });

  it('lays everything out again after an edit, a removal or a new width', () => {
    const items = gifs(10);
    const { result, rerender } = renderHook((props: GridLayoutOptions<Gif>) => useGridLayout(props), {
      initialProps: { items, width: 612 },
    });
    const layout = result.current;
    rerender({ items: items.slice(1), width: 612 });
    expect(result.current).not.toBe(layout);
    expect(result.current.items).toHaveLength(9);
    expect(result.current.items[0]).toMatchObject({ x: 0, y: 0 });
    const removed = result.current;
    rerender({ items: items.slice(1), width: 918 });
    expect(result.current).not.toBe(removed);
    expect(result.current.columnWidth).toBe(302);
    const resized = result.current;
    const bigger = { ...items[1]!, images: { original: { url: 'x', width: 100, height: 400 } } } as Gif;
    rerender({ items: [bigger, ...items.slice(2)], width: 918 });
    expect(result.current).not.toBe(resized);
    expect(result.current.items[0]!.height).toBe(1208);
  });

  it('keeps the same layout when nothing changed', () => {
    const items = gifs(3);
    const { result, rerender } = renderHook((props: GridLayoutOptions<Gif>) => useGridLayout(props), {
      initialProps: { items, width: 300, columns: [{ minWidth: 0, columns: 2 }] },
    });
    const layout = result.current;
    rerender({ items, width: 300, columns: [{ minWidth: 0, columns: 2 }] });
    rerender({ items: [...items], width: 300, columns: [{ minWidth: 0, columns: 2 }] });
    expect(result.current).toBe(layout);
  });
});
