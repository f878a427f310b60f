/**
 * The element a prop getter's ref lands on, kept in state (so effects and measurements follow
 * it), with the ref the user passed to that getter fed as well (refs are merged, never
 * replaced). `withUserRef(theirs)` writes nothing during render: it returns the same merged
 * callback for the same user ref (`useRefMerger`), and React calls it on commit only, so a render
 * React throws away (StrictMode, a suspended transition) leaves the user's refs alone.
 */
import { useState } from 'react';
import { useRefMerger } from '../shared/useRefMerger';

export function useElementRef<E extends Element>() {
  const [element, setElement] = useState<E | null>(null);
  const withUserRef = useRefMerger(setElement as (element: E | null) => void);
  return { element, withUserRef };
}
