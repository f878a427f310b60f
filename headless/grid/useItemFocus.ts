/**
 * Focus for virtualized tiles: a registry of the rendered tile elements by id, and
 * `requestFocus(id)`, which focuses the tile now if it is rendered or right after the render
 * that brings it in (the grid always renders the active tile, so this is at most one render).
 */
import { type RefCallback, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// Layout effects warn under React 18's server renderer; effects are the server-safe fallback.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function useItemFocus() {
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, RefCallback<HTMLElement>>());
  const pending = useRef<string | null>(null);

  /** A stable callback ref registering the element of tile `id`. */
  const refFor = useCallback((id: string): RefCallback<HTMLElement> => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (element) => {
        if (element) {
          elements.current.set(id, element);
        } else {
          // Unmounted (scrolled away): forget it, so memory follows the DOM, not the list.
          elements.current.delete(id);
          refs.current.delete(id);
        }
      };
      refs.current.set(id, ref);
    }
    return ref;
  }, []);

  const focusPending = useCallback(() => {
    const id = pending.current;
    const element = id === null ? undefined : elements.current.get(id);
    if (!element) return;
    pending.current = null;
    if (element.ownerDocument.activeElement !== element) element.focus();
  }, []);

  const requestFocus = useCallback(
    (id: string) => {
      pending.current = id;
      focusPending();
    },
    [focusPending],
  );

  // After every render: a tile brought in by a key press (e.g. End far below) takes focus.
  useIsomorphicLayoutEffect(focusPending);

  const elementOf = useCallback((id: string) => elements.current.get(id), []);
  return { refFor, requestFocus, elementOf };
}
