/**
 * The named changes of the picker's state, as seen by `usePicker`'s `stateReducer` and
 * `onStateChange`.
 */
export enum PickerChangeType {
  /** A GIF of the results was picked (click, Enter or Space): it becomes the picker's `value`. */
  ResultSelect = '__picker_result_select__',
  /** A recent GIF was picked: it becomes the picker's `value`. */
  RecentSelect = '__picker_recent_select__',
  /** A favorite GIF was picked: it becomes the picker's `value`. */
  FavoriteSelect = '__picker_favorite_select__',
}
