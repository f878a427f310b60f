/**
 * Focus for virtualized tiles: a registry of the rendered tile elements by id, and
 * `requestFocus(id)`, which focuses the tile now if it is rendered or right after the render
 * that brings it in (the grid always renders the active tile, so this is at most one render).
 */
import { type RefCallback, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';

// Layout effects warn under React 18's server renderer; effects are the server-safe fallback.

/** Creates one grid's registry (stable for the grid's life). */
function createItemFocus() {
  const elements = new Map<string, HTMLElement>();
  const refs = new Map<string, RefCallback<HTMLElement>>();
  let pending: string | null = null;

  return {
    /** A stable callback ref registering the element of tile `id`. */
    refFor(id: string): RefCallback<HTMLElement> {
      let ref = refs.get(id);
      if (!ref) {
        ref = (element) => {
          if (element) {
            elements.set(id, element);
          } else {
            // Unmounted (scrolled away): forget it, so memory follows the DOM, not the list.
            elements.delete(id);
            refs.delete(id);
          }
        };
        refs.set(id, ref);
      }
      return ref;
    },
    /** Focuses tile `id` now if it is rendered, else after a render brings it in; no id: the pending one. */
    requestFocus(id = pending) {
      pending = id;
      // No tile is registered under null.
      const element = elements.get(id as string);
      if (!element) return;
      pending = null;
      if (element.ownerDocument.activeElement !== element) element.focus();
    },
    elementOf: (id: string) => elements.get(id),
  };
}

export function useItemFocus() {
  const [focus] = useState(createItemFocus);
  // After every render: a tile brought in by a key press (e.g. End far below) takes focus.
  useIsomorphicLayoutEffect(() => focus.requestFocus());
  return focus;
}
