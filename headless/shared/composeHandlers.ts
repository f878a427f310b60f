/**
 * Prop-getter plumbing: the user's handler runs first, and calling
 * `event.preventDefault()` in it opts out of gifkit's default action (never of tracking:
 * `tracked` handlers still run); refs are merged, never replaced
 * (`useRefMerger` keeps the merged ref stable across renders); `mergeProps` does all of it for
 * a getter at once.
 */
import type { Ref, RefCallback } from 'react';

type Handler<E> = ((event: E) => void) | undefined;
type Props = { [key: string]: unknown; style?: object };

const TRACKED = Symbol('gifkit.tracked');

/**
 * Marks a handler of ours that runs even after the user's handler called `preventDefault()`:
 * tracking (pingbacks) and notifications (the tile's `onClick`) are not opt-out. Inside it,
 * skip gifkit's default action (play on hover…) when `event.defaultPrevented` is set.
 */
export function tracked<H extends (event: never) => void>(handler: H): H {
  return Object.assign(handler, { [TRACKED]: true });
}

/**
 * Runs `theirs` then `ours`. Calling `preventDefault()` in `theirs` skips gifkit's default
 * action: `ours` is skipped, unless it is `tracked` (then it runs and skips only its action).
 */
export function composeHandlers<E extends { defaultPrevented: boolean }>(theirs: Handler<E>, ours: Handler<E>) {
  return (event: E) => {
    theirs?.(event);
    if (ours && (!event.defaultPrevented || TRACKED in ours)) ours(event);
  };
}

/**
 * A getter's props: `{ ...ours, ...theirs, ...fixed }`, except that each handler of ours (every
 * function in `ours`) runs after the user's one of the same name (`composeHandlers`), and our
 * `style` is merged under theirs. `fixed` holds what the user cannot override (the merged ref…).
 */
export function mergeProps<R>(ours: Props, theirs: object = {}, fixed?: object): R {
  const props: Props = { ...ours, ...theirs, ...fixed };
  for (const key in ours) {
    if (typeof ours[key] === 'function') {
      props[key] = composeHandlers((theirs as Props)[key] as Handler<never>, ours[key] as Handler<never>);
    }
  }
  if (ours.style) props.style = { ...ours.style, ...(theirs as Props).style };
  return props as R;
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One callback ref that feeds every given ref. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) assign(ref, value);
  };
}
