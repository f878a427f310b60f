/**
 * The GIF picker skin: `<GifPicker>` (the popover lives in gifkit/styled/popover), its
 * messages, and the SDK's recent-GIFs store it keeps picks in (also exported by `gifkit`).
 * Its behaviour is gifkit/headless's `usePicker`.
 */

export { type PickerMessages, pickerMessages } from '../../headless/picker/messages';
export * from '../../sdk/recent/index';
export { GifPicker, type GifPickerProps, PICKER_COLUMNS } from './GifPicker';
