/**
 * The GIF picker skin: `<GifPicker>` (the popover lives in gifkit/styled/popover) and its
 * favorites (`pickerFavorites`). Its behaviour is gifkit/headless's `usePicker` and
 * `usePickerFavorites` (with its messages, `pickerMessages`); the recent-GIFs and favorite-GIFs
 * stores it keeps GIFs in are the SDK's (`createRecentGifs`, `createFavoriteGifs` from `gifkit`).
 */

export { GifPicker, type GifPickerProps, type PickerFavorites, pickerFavorites } from './GifPicker';
