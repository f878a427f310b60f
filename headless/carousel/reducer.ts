/**
 * The carousel's focus state, pure: which tile holds the roving tabindex. Moves stop at the
 * ends (no wrapping), and an empty row has no active tile (-1).
 */
import { CarouselChangeType } from './changeTypes';

export interface CarouselState {
  /** The tile that is in the tab order (roving tabindex); -1 when the row is empty. */
  activeIndex: number;
}

export type CarouselAction =
  | { type: CarouselChangeType.ItemFocus; index: number; count: number }
  | { type: CarouselChangeType.KeyNext; count: number }
  | { type: CarouselChangeType.KeyPrevious; count: number }
  | { type: CarouselChangeType.KeyHome; count: number }
  | { type: CarouselChangeType.KeyEnd; count: number }
  | { type: CarouselChangeType.Reset; count: number };

const clamp = (index: number, count: number) => (count === 0 ? -1 : Math.min(Math.max(index, 0), count - 1));

/** The tile that is active in a row of `count`: `activeIndex` held inside the row. */
export const activeIndexIn = (state: CarouselState, count: number) => clamp(state.activeIndex, count);

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const { count } = action;
  // A stored index past the end (the row shrank) moves from the last tile.
  const from = activeIndexIn(state, count);
  const at = (index: number) => {
    const activeIndex = clamp(index, count);
    return activeIndex === state.activeIndex ? state : { activeIndex };
  };
  switch (action.type) {
    case CarouselChangeType.ItemFocus:
      return at(action.index);
    case CarouselChangeType.KeyNext:
      return at(from + 1);
    case CarouselChangeType.KeyPrevious:
      return at(from - 1);
    case CarouselChangeType.KeyHome:
      return at(0);
    case CarouselChangeType.KeyEnd:
      return at(count - 1);
    case CarouselChangeType.Reset:
      return at(0);
    default:
      return state;
  }
}
