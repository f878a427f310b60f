/**
 * The GIF picker skin: `<GifPicker>` (the popover lives in gifkit/styled/popover), its
 * messages, its favorites (`pickerFavorites`), and the SDK's recent-GIFs and favorite-GIFs stores
 * it keeps GIFs in (also exported by `gifkit`). Its behaviour is gifkit/headless's `usePicker`
 * and `usePickerFavorites`.
 */

export { type PickerMessages, pickerMessages } from '../../headless';
export {
  createFavoriteGifs,
  createRecentGifs,
  type FavoriteGifsStore,
  RECENT_GIFS_KEY,
  RECENT_GIFS_LIMIT,
  type RecentGif,
  type RecentGifsStore,
  type RecentGifsStoreOptions,
  toRecentGif,
} from '../../sdk';
export { GifPicker, type GifPickerProps, PICKER_COLUMNS, type PickerFavorites, pickerFavorites } from './GifPicker';
