/**
 * Prop-getter plumbing (STYLE.md R6): the user's handler runs first, and calling
 * `event.preventDefault()` in it opts out of gifkit's handler; refs are merged, never replaced
 * (`useRefMerger` keeps the merged ref stable across renders).
 */
import type { Ref, RefCallback } from 'react';

type Handler<E> = ((event: E) => void) | undefined;

/** Runs `theirs` then `ours`, unless `theirs` called preventDefault(). */
export function composeHandlers<E extends { defaultPrevented: boolean }>(theirs: Handler<E>, ours: Handler<E>) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours?.(event);
  };
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
