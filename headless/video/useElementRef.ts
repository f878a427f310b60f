/**
 * A stable callback ref that keeps the element in state (so effects and measurements follow
 * it) and forwards it to the ref the user passed to a prop getter (R6: refs are merged, never
 * replaced). Stable across renders, so React never detaches and re-attaches it.
 */
import { type Ref, useCallback, useRef, useState } from 'react';
import { mergeRefs } from '../shared/composeHandlers';
import { useLatest } from '../shared/useLatest';

export function useElementRef<E extends Element>(onElement?: (element: E | null) => void) {
  const [element, setElement] = useState<E | null>(null);
  const userRef = useRef<Ref<E> | undefined>(undefined);
  const notify = useLatest(onElement);
  const ref = useCallback((value: E | null) => {
    setElement(value);
    notify.current?.(value);
    mergeRefs(userRef.current)(value);
  }, []);
  /** The ref to put on the element, remembering the user's ref to feed as well. */
  const withUserRef = useCallback(
    (user: Ref<E> | undefined) => {
      userRef.current = user;
      return ref;
    },
    [ref],
  );
  return { element, withUserRef };
}
