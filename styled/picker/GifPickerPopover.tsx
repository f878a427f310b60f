/**
 * `<GifPickerPopover>`: the GIF picker in a popover anchored to a trigger, on Radix's Popover
 * (its own entry point, `gifkit/styled/popover`, so the inline picker never ships Radix).
 * Modal by default: focus is trapped inside while it is open, Escape or a click outside closes
 * it, and focus returns to the trigger. Escape steps back first: from a GIF to the search
 * field, then it empties the field, then it closes.
 */
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { pickerMessages, usePickerPopover } from '../../headless';
import { GifPicker, type GifPickerProps } from './GifPicker';

/** What `<GifPickerPopover>` takes: `<GifPicker>`'s props and the popover's trigger and placement. */
export interface GifPickerPopoverProps extends GifPickerProps {
  /** The trigger: one element that takes a ref and props (a `<button>`), rendered as is. */
  children: ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Close after a GIF is picked. Default true. */
  closeOnSelect?: boolean;
  /** Trap focus and make the rest of the page inert while open. Default true. */
  modal?: boolean;
  /** Where the popover opens, relative to the trigger (flips to stay in view). Default `top`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Distance to the trigger in px. Default 8. */
  sideOffset?: number;
}

/**
 * A button that opens a GIF picker.
 *
 * @selector [data-gk-picker-popover] the popover's content box (Radix sets `data-state="open|closed"` and `data-side`)
 *
 * ```tsx
 * <GifPickerPopover onSelect={(gif) => send(gif)}>
 *   <button type="button">GIF</button>
 * </GifPickerPopover>
 * ```
 */
export function GifPickerPopover({
  children,
  open,
  defaultOpen,
  onOpenChange,
  closeOnSelect,
  modal,
  side = 'top',
  align = 'start',
  sideOffset = 8,
  onSelect,
  ...picker
}: GifPickerPopoverProps) {
  const popover = usePickerPopover({
    open,
    defaultOpen,
    onOpenChange,
    modal,
    autoFocus: picker.autoFocus,
    closeOnSelect,
    onSelect,
  });
  return (
    <Popover.Root open={popover.open} onOpenChange={popover.setOpen} modal={popover.modal}>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={popover.contentRef}
          data-gk-picker-popover=""
          aria-label={picker.messages?.pickerLabel ?? pickerMessages.pickerLabel}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          onOpenAutoFocus={popover.onOpenAutoFocus}
          onEscapeKeyDown={popover.onEscapeKeyDown}
        >
          <GifPicker {...picker} autoFocus={popover.autoFocus} onSelect={popover.onSelect} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
