/**
 * The GIF picker skin: `<GifPicker>` (the popover lives in gifkit/styled/popover), its
 * messages, and the SDK's recent-GIFs store it keeps picks in (also exported by `gifkit`).
 */

export * from '../../sdk/recent/index';
export { GifPicker, type GifPickerProps, PICKER_COLUMNS } from './GifPicker';
export { type PickerMessages, pickerMessages } from './messages';
