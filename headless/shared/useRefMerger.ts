/**
 * Prop getters receive the user's ref at call time, so a hook cannot merge it ahead of time.
 * This hook returns a function that merges our ref with theirs and gives back the SAME
 * callback for the same user ref, so React does not detach and re-attach the element on
 * every render.
 */
import { type Ref, type RefCallback, useCallback, useState } from 'react';
import { mergeRefs } from './composeHandlers';

/** `merge(theirs)`: a stable callback ref feeding `ours` and `theirs`. `ours` must be stable. */
export function useRefMerger<E>(ours: RefCallback<E>): (theirs?: Ref<E>) => RefCallback<E> {
  // One cache for the component's life (not a new WeakMap per render).
  const [cache] = useState(() => new WeakMap<object, RefCallback<E>>());
  return useCallback(
    (theirs?: Ref<E>) => {
      if (!theirs) return ours;
      let merged = cache.get(theirs);
      if (!merged) {
        merged = mergeRefs(ours, theirs);
        cache.set(theirs, merged);
      }
      return merged;
    },
    [ours, cache],
  );
}
