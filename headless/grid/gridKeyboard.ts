/**
 * The grid's key table. Arrow keys move by geometry (`spatialNavigation.ts`),
 * so right-to-left layouts need no remapping: ArrowLeft always goes to the tile on the left.
 *
 * | key | moves focus to |
 * |---|---|
 * | ArrowLeft / ArrowRight | the nearest tile in the next column on that side |
 * | ArrowUp / ArrowDown | the tile above / below in the same column |
 * | PageUp / PageDown | the tile about one viewport higher / lower in the same column |
 * | Home / End (also with Ctrl) | the first / last tile |
 * | Enter / Space | selects the tile (same as a click: `onSelect`, and a link tile follows its link) |
 */
import { GridChangeType } from './changeTypes';
import type { NavigationMove } from './spatialNavigation';

/** The moves, by `KeyboardEvent.key`. */
export const GRID_MOVE_KEYS: Readonly<Record<string, { type: GridChangeType; move: NavigationMove }>> = {
  ArrowLeft: { type: GridChangeType.KeyArrowLeft, move: 'left' },
  ArrowRight: { type: GridChangeType.KeyArrowRight, move: 'right' },
  ArrowUp: { type: GridChangeType.KeyArrowUp, move: 'up' },
  ArrowDown: { type: GridChangeType.KeyArrowDown, move: 'down' },
  PageUp: { type: GridChangeType.KeyPageUp, move: 'pageUp' },
  PageDown: { type: GridChangeType.KeyPageDown, move: 'pageDown' },
  Home: { type: GridChangeType.KeyHome, move: 'first' },
  End: { type: GridChangeType.KeyEnd, move: 'last' },
};

/** The selection keys, by `KeyboardEvent.key`. */
export const GRID_SELECT_KEYS: Readonly<Record<string, GridChangeType.KeyEnter | GridChangeType.KeySpace>> = {
  Enter: GridChangeType.KeyEnter,
  ' ': GridChangeType.KeySpace,
};
