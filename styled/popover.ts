/**
 * gifkit/styled/popover: the GIF picker in a Radix popover. A separate entry point so that an
 * app using only the inline `<GifPicker>` from gifkit/styled never bundles Radix; install the
 * optional peer `radix-ui` to use it.
 */
export { GifPickerPopover, type GifPickerPopoverProps } from './picker/GifPickerPopover';
