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
    const at = (activeIndex: number) => ({ activeIndex });
    expect(carouselReducer(at(0), { type: CarouselChangeType.KeyNext, count: 3 })).toEqual(at(1));
    expect(carouselReducer(at(2), { type: CarouselChangeType.KeyNext, count: 3 })).toEqual(at(2));
    expect(carouselReducer(at(0), { type: CarouselChangeType.KeyPrevious, count: 3 })).toEqual(at(0));
    expect(carouselReducer(at(1), { type: CarouselChangeType.KeyEnd, count: 3 })).toEqual(at(2));
    expect(carouselReducer(at(2), { type: CarouselChangeType.KeyHome, count: 3 })).toEqual(at(0));
    expect(carouselReducer(at(0), { type: CarouselChangeType.ItemFocus, index: 7, count: 3 })).toEqual(at(2));
    expect(carouselReducer(at(2), { type: CarouselChangeType.Reset, count: 3 })).toEqual(at(0));
    expect(carouselReducer(at(0), { type: CarouselChangeType.Reset, count: 0 })).toEqual(at(-1));
  });
});
