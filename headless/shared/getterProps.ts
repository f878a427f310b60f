/**
 * The prop getters' one vocabulary. Every `get…Props` of the headless hooks takes your own props
 * for an element and returns them with gifkit's merged in (your handler first, then ours, by
 * `composeHandlers`; refs merged, never replaced), to spread on that element.
 */
import type { AllHTMLAttributes, Ref, RefCallback } from 'react';

/** `data-*` attributes: gifkit's own (`data-state`, `data-gk-*`) or yours. */
export type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** Attributes `A` for an element `E`, with a ref to it: what the generic getters' props extend. */
export type WithRef<A, E extends Element = HTMLElement> = A & { ref?: Ref<E> };

/** What a getter takes: your own props for the element (`data-*` and a ref included). */
export type UserProps<E extends Element = HTMLElement, A = AllHTMLAttributes<E>> = WithRef<A, E> & DataAttributes;

/** What a getter returns: your props with gifkit's merged in, the merged ref included. */
export type ElementProps<E extends Element = HTMLElement, A = AllHTMLAttributes<E>> = A & {
  ref: RefCallback<E>;
} & DataAttributes;
