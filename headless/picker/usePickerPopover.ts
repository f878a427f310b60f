/**
 * The behaviour of a picker in a popover, for a skin on a popover library (the styled
 * `GifPickerPopover` on Radix's): the open state (`open` / `defaultOpen` / `onOpenChange`), the
 * page behind made inert while a modal popover is open, Escape stepping back inside the picker
 * before it closes (from a GIF to the field, then emptying the field), focus on the popover's box
 * instead of the field when `autoFocus` is false, and closing after a pick.
 */
import { useEffect, useState } from 'react';
import { inertOthers } from '../shared/inertOthers';
import { useControllableState } from '../shared/useControllableState';
import { escapeStaysInPicker } from './escape';
import type { PickerGif } from './reducer';

/** What `usePickerPopover` takes: the open state (controlled or not), modality, focus and picking. */
export interface PickerPopoverOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Trap focus and make the rest of the page inert while open. Default true. */
  modal?: boolean | undefined;
  /** Focus the field when it opens. Default true. */
  autoFocus?: boolean | undefined;
  /** Close after a GIF is picked. Default true. */
  closeOnSelect?: boolean | undefined;
  onSelect: (gif: PickerGif) => void;
}

/**
 * A picker in a popover, for a skin on any popover library: the open state, the inert page, the
 * Escape steps and the close after a pick, with the handlers to hand the library's popover
 * (`onOpenAutoFocus`, `onEscapeKeyDown`) and the picker (`onSelect`).
 */
export function usePickerPopover(options: PickerPopoverOptions) {
  const { modal = true, autoFocus = true, closeOnSelect = true } = options;
  const [open, setOpen] = useControllableState({
    value: options.open,
    defaultValue: options.defaultOpen ?? false,
    onChange: options.onOpenChange,
  });
  const [content, setContent] = useState<HTMLElement | null>(null);
  // Modal: the page behind is inert (a popover library may only hide it from assistive technology).
  useEffect(() => (open && modal && content ? inertOthers(content) : undefined), [open, modal, content]);
  return {
    open,
    setOpen,
    modal,
    autoFocus,
    /** The popover's content element. */
    contentRef: setContent,
    /** When it opens: `autoFocus={false}` focuses the popover's box, not the field (no phone keyboard). */
    onOpenAutoFocus: (event: Event) => {
      if (autoFocus) return;
      event.preventDefault();
      (event.currentTarget as HTMLElement | null)?.focus();
    },
    /** Escape first steps back inside the picker; only then does the popover close. */
    onEscapeKeyDown: (event: KeyboardEvent) => {
      if (escapeStaysInPicker(event.target)) event.preventDefault();
    },
    onSelect: (gif: PickerGif) => {
      options.onSelect(gif);
      if (closeOnSelect) setOpen(false);
    },
  };
}
