/**
 * The prop getters' one vocabulary. Every `get…Props` of the headless hooks takes your own props
 * for an element and returns them with gifkit's merged in (your handler first, then ours, by
 * `composeHandlers`; refs merged, never replaced), to spread on that element.
 */
import type { AllHTMLAttributes, Ref, RefCallback } from 'react';

/** `data-*` attributes: gifkit's own (`data-state`, `data-gk-*`) or yours. */
export type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** What a getter takes: your own props for an element `E` (attributes `A`, `data-*` and a ref included). */
export type UserProps<E extends Element = HTMLElement, A = AllHTMLAttributes<E>> = A & {
  ref?: Ref<E>;
} & DataAttributes;

/** What a getter returns: your props with gifkit's merged in, the merged ref included. */
export type ElementProps<E extends Element = HTMLElement, A = AllHTMLAttributes<E>> = A & {
  ref: RefCallback<E>;
} & DataAttributes;

/**
 * A prop getter (`getRootProps`, `getShareButtonProps`, …): your props for the element in, ours
 * merged with them out (with `Extra` on top: `{ type: 'button' }` for a button's).
 */
export type PropGetter<E extends Element = HTMLElement, Extra = unknown> = (
  props?: UserProps<E>,
) => ElementProps<E> & Extra;
