/**
 * What the embed's getter modules share: a part's props and a button's (ours, the user's over
 * them, refs merged; a button is always `type="button"`, so a form around the embed is never
 * submitted), and a link that opens in a new tab.
 */
import type { ElementProps, UserProps } from '../grid/types';
import { mergeProps, mergeRefs } from '../shared/composeHandlers';

/** A getter for a part: our props, the user's over them, refs merged. */
export function part<E extends HTMLElement>(ours: Record<string, unknown>, props: UserProps<E> = {}): ElementProps<E> {
  return mergeProps(ours, props, { ref: mergeRefs(props.ref) });
}

/** A button's getter: always `type="button"`. */
export function button(ours: Record<string, unknown>, props: UserProps<HTMLButtonElement> = {}) {
  return mergeProps<ElementProps<HTMLButtonElement> & { type: 'button' }>(ours, props, {
    ref: mergeRefs(props.ref),
    type: 'button',
  });
}

/** A link's target: a new tab without the opener ('' gives no `href`). */
export const newTab = (href: string) => ({ href: href || undefined, target: '_blank', rel: 'noopener noreferrer' });
