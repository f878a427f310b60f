/**
 * Prop-getter plumbing (STYLE.md R6): the user's handler runs first, and calling
 * `event.preventDefault()` in it opts out of gifkit's handler; refs are merged, never replaced.
 */
import { type Ref, type RefCallback, useCallback } from 'react';

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

/** `mergeRefs`, stable across renders while the refs are. */
export function useMergedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies
  return useCallback(mergeRefs(...refs), refs);
}
