/** The GIF picker skin: `<GifPicker>` and its recent-GIFs store (the popover lives in gifkit/styled/popover). */
export { GifPicker, type GifPickerProps, PICKER_COLUMNS } from './GifPicker';
export { type PickerMessages, pickerMessages } from './messages';
export {
  createRecentGifs,
  RECENT_GIFS_KEY,
  RECENT_GIFS_LIMIT,
  type RecentGif,
  type RecentGifsOptions,
  type RecentGifsStore,
  toRecentGif,
} from './recentGifs';
