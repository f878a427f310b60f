/**
 * The grid's focus and selection machine, pure. `activeId` is the roving-tabindex
 * tile (the one Tab lands on, kept rendered while virtualized); `selectedId` the chosen one.
 * Geometry is resolved before dispatch, so an action carries the id it moves to.
 */

import type { StateChange, StateReducer } from '../shared/useControlledReducer';
import { GridChangeType } from './changeTypes';

/** The grid's state (the active and the selected tile), as `stateReducer` and `onStateChange` see it. */
export interface GridState {
  /** The tile that holds the roving tabindex (last focused or moved to), or null. */
  activeId: string | null;
  /** The selected tile (clicked, Enter or Space), or null. */
  selectedId: string | null;
}

/** An action the reducer handles; `stateReducer` and `onStateChange` see these. */
export type GridAction =
  | { type: GridChangeType.ItemFocus; id: string }
  | { type: GridChangeType.ItemClick; id: string }
  // Key moves: the tile the key lands on, already found by geometry.
  | {
      type:
        | GridChangeType.KeyArrowLeft
        | GridChangeType.KeyArrowRight
        | GridChangeType.KeyArrowUp
        | GridChangeType.KeyArrowDown
        | GridChangeType.KeyPageUp
        | GridChangeType.KeyPageDown
        | GridChangeType.KeyHome
        | GridChangeType.KeyEnd;
      id: string;
    }
  | { type: GridChangeType.KeyEnter | GridChangeType.KeySpace; id: string }
  | { type: GridChangeType.Reset };

/**
 * @deprecated Write `StateReducer<GridState, GridAction>` (`StateReducer` from `gifkit`), the
 * one name every component's `stateReducer` has. Removed in 0.5.0 at the earliest.
 */
export type GridStateReducer = StateReducer<GridState, GridAction>;

/**
 * @deprecated Write `StateChange<GridState, GridAction>` (`StateChange` from `gifkit`), the one
 * name every component's `onStateChange` argument has. Removed in 0.5.0 at the earliest.
 */
export type GridStateChange = StateChange<GridState, GridAction>;

export function gridReducer(state: GridState, action: GridAction): GridState {
  const { type } = action;
  // A new list has no active tile; anything else activates the action's tile.
  const activeId = type === GridChangeType.Reset ? null : action.id;
  // A click, Enter or Space also selects it.
  const selectedId =
    type === GridChangeType.ItemClick || type === GridChangeType.KeyEnter || type === GridChangeType.KeySpace
      ? activeId
      : state.selectedId;
  return activeId === state.activeId && selectedId === state.selectedId ? state : { activeId, selectedId };
}
