/**
 * The GIF picker's behaviour: `usePicker` (inside a `<SearchProvider>`), its change types,
 * reducer, strings and trending-search suggestions, and `usePickerFavorites` beside it.
 * `<GifPicker>` (gifkit/styled) renders them.
 */
export { PickerChangeType } from './changeTypes';
export { type PickerMessages, pickerMessages } from './messages';
export type { PickerAction, PickerGif, PickerState } from './reducer';
export type {
  PickerOptions,
  PickerResult,
  PickerResultsOptions,
  RowPartProps,
} from './types';
export { usePicker } from './usePicker';
export {
  type PickerFavoritesOptions,
  type PickerFavoritesResult,
  type PickerList,
  usePickerFavorites,
} from './usePickerFavorites';
export { type PickerPopoverOptions, usePickerPopover } from './usePickerPopover';
