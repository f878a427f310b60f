/** The picker's state machine: the GIF picked last (`value`). Pure; run by `useControlledReducer`. */
import type { Gif } from '../../sdk/normalize/gif';
import type { StoredGif } from '../../sdk/stored-gifs/storedGifs';
import type { PickerChangeType } from './changeTypes';

/** What the picker hands out: a GIF of the results, a recent or a favorite GIF. */
export type PickerGif = Gif | StoredGif;

/** The picker's state (the term, the active row), as `stateReducer` and `onStateChange` see it. */
export interface PickerState {
  /** The GIF picked last (`null` before the first pick). */
  value: PickerGif | null;
}

/** An action the picker's reducer handles; `stateReducer` and `onStateChange` see these. */
export type PickerAction = {
  type: PickerChangeType.ResultSelect | PickerChangeType.RecentSelect | PickerChangeType.FavoriteSelect;
  gif: PickerGif;
};

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  return state.value === action.gif ? state : { value: action.gif };
}
