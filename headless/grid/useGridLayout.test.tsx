// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gifAt } from '../../sdk/mock/data/gifs';
import { type Gif, normalizeGif } from '../../sdk/normalize/gif';
import { type GridLayoutOptions, useGridLayout } from './useGridLayout';

const gifs = (count: number, from = 0) => Array.from({ length: count }, (_, i) => normalizeGif(gifAt(from + i)));

describe('useGridLayout', () => {
  it('a longer list with the same start lays out only the new tiles', () => {
    const first = gifs(10);
    const getAspectRatio = vi.fn((gif: Gif) => gif.images.original!.width / gif.images.original!.height);
    const { result, rerender } = renderHook((props: GridLayoutOptions<Gif>) => useGridLayout(props), {
      initialProps: { items: first, width: 612, getAspectRatio },
    });
    const layout = result.current;
    const before = layout.items.slice();
    rerender({ items: [...first, ...gifs(5, 10)], width: 612, getAspectRatio });
    expect(result.current).toBe(layout);
    expect(layout.items).toHaveLength(15);
    expect(layout.items.slice(0, 10).every((item, i) => item === before[i])).toBe(true);
    // The kept tiles are the same objects: only the 5 new ones are measured.
    expect(getAspectRatio).toHaveBeenCalledTimes(15);
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
