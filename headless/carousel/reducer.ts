/**
 * The carousel's focus state, pure: which tile holds the roving tabindex, by id (so it stays on
 * the same GIF when the row grows). Moves stop at the ends (no wrapping); an active id that is
 * not (or no longer) in the row means the first tile, and an empty row has no active tile.
 */
import { CarouselChangeType } from './changeTypes';

/** The carousel's state, as `stateReducer` and `onStateChange` see it. */
export interface CarouselState {
  /** The id of the tile in the tab order (roving tabindex); null: the first tile. */
  activeId: string | null;
}

/** Every change carries the row's ids in order (`ids`), read from the items shown. */
export type CarouselAction =
  | { type: CarouselChangeType.ItemFocus; id: string; ids: readonly string[] }
  | { type: CarouselChangeType.KeyNext; ids: readonly string[] }
  | { type: CarouselChangeType.KeyPrevious; ids: readonly string[] }
  | { type: CarouselChangeType.KeyHome; ids: readonly string[] }
  | { type: CarouselChangeType.KeyEnd; ids: readonly string[] }
  | { type: CarouselChangeType.Reset; ids: readonly string[] };

/** The index of the active tile in a row of `ids`: the first one when its id is absent; -1 when empty. */
export function activeIndexIn(state: CarouselState, ids: readonly string[]): number {
  if (!ids.length) return -1;
  return Math.max(state.activeId === null ? 0 : ids.indexOf(state.activeId), 0);
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const { ids } = action;
  const from = activeIndexIn(state, ids);
  const at = (index: number) => {
    const activeId = ids.length ? ids[Math.min(Math.max(index, 0), ids.length - 1)]! : null;
    return activeId === state.activeId ? state : { activeId };
  };
  switch (action.type) {
    case CarouselChangeType.ItemFocus:
      return ids.includes(action.id) ? at(ids.indexOf(action.id)) : state;
    case CarouselChangeType.KeyNext:
      return at(from + 1);
    case CarouselChangeType.KeyPrevious:
      return at(from - 1);
    case CarouselChangeType.KeyHome:
      return at(0);
    case CarouselChangeType.KeyEnd:
      return at(ids.length - 1);
    case CarouselChangeType.Reset:
      return at(0);
    default:
      return state;
  }
}
