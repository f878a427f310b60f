import { describe, expect, it } from 'vitest';
import { carouselLayout } from './carouselLayout';
import { CarouselChangeType } from './changeTypes';
import { carouselReducer } from './reducer';

const sized = (width: number, height: number) => ({ images: { fixed_width: { url: 'u', width, height } } });

describe('carouselLayout', () => {
  it('each item is as wide as its GIF at the fixed height, 6 px apart', () => {
    const { items, contentWidth } = carouselLayout([sized(200, 100), sized(100, 100), sized(150, 300)], {
      gifHeight: 100,
    });
    expect(items).toEqual([
      { x: 0, width: 200, height: 100 },
      { x: 206, width: 100, height: 100 },
      { x: 312, width: 50, height: 100 },
    ]);
    expect(contentWidth).toBe(362);
  });

  it('a fixed item width, a custom gutter, and square items for unknown sizes', () => {
    expect(carouselLayout([sized(200, 100), sized(1, 1)], { gifHeight: 80, gifWidth: 120, gutter: 10 }).items).toEqual([
      { x: 0, width: 120, height: 80 },
      { x: 130, width: 120, height: 80 },
    ]);
    expect(carouselLayout([{ images: {} }], { gifHeight: 80 }).items[0]?.width).toBe(80);
  });
});

describe('carouselReducer', () => {
  it('moves by one, stops at the ends, Home/End jump', () => {
    const ids = ['a', 'b', 'c'];
    const at = (activeId: string | null) => ({ activeId });
    expect(carouselReducer(at('a'), { type: CarouselChangeType.KeyNext, ids })).toEqual(at('b'));
    expect(carouselReducer(at(null), { type: CarouselChangeType.KeyNext, ids })).toEqual(at('b'));
    expect(carouselReducer(at('c'), { type: CarouselChangeType.KeyNext, ids })).toEqual(at('c'));
    expect(carouselReducer(at('a'), { type: CarouselChangeType.KeyPrevious, ids })).toEqual(at('a'));
    expect(carouselReducer(at('b'), { type: CarouselChangeType.KeyEnd, ids })).toEqual(at('c'));
    expect(carouselReducer(at('c'), { type: CarouselChangeType.KeyHome, ids })).toEqual(at('a'));
    expect(carouselReducer(at('a'), { type: CarouselChangeType.ItemFocus, id: 'c', ids })).toEqual(at('c'));
    expect(carouselReducer(at('a'), { type: CarouselChangeType.ItemFocus, id: 'x', ids })).toEqual(at('a'));
    expect(carouselReducer(at('c'), { type: CarouselChangeType.Reset, ids })).toEqual(at('a'));
    expect(carouselReducer(at('a'), { type: CarouselChangeType.Reset, ids: [] })).toEqual(at(null));
  });

  it('an active id that left the row moves from the first tile', () => {
    const ids = ['a', 'b', 'c'];
    expect(carouselReducer({ activeId: 'gone' }, { type: CarouselChangeType.KeyNext, ids })).toEqual({ activeId: 'b' });
  });
});
