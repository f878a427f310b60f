/**
 * `useScrollViewport`: which vertical band of an element is on screen, in the element's own
 * coordinates, following scrolling and resizing of the window or of a scroll container. The
 * grid renders only the tiles in this band (± overscan). Before mounting (and on the server)
 * the band is `[0, initialHeight]`, so the first client render matches the server's.
 */
import { useEffect, useState } from 'react';

export interface ScrollViewportOptions {
  /** The scroll container (default: the window). A `Document` or null also means the window. */
  root?: Element | Document | null | undefined;
  /** Band height assumed before the first measurement (server render). Default 1000. */
  initialHeight?: number | undefined;
  /**
   * Re-render only when the band moved by at least this many px (default 1) or changed height. With
   * an overscan of N px, a step of N / 2 keeps the true viewport covered at a fraction of the renders.
   */
  step?: number | undefined;
}

/** A vertical band in px, relative to the element's top edge. */
export interface Band {
  top: number;
  bottom: number;
}

export const DEFAULT_VIEWPORT_HEIGHT = 1000;

/** An element root (a scroll container), as opposed to the window, a document or nothing. */
const isElement = (root: Element | Document | null | undefined): root is Element =>
  !!root && (root as Node).nodeType === 1;

/** The band of `element` visible through `root` right now. */
function measureBand(element: Element, root?: Element | Document | null): Band {
  const rect = element.getBoundingClientRect();
  let top = 0;
  let bottom = element.ownerDocument.defaultView?.innerHeight ?? 0;
  if (isElement(root)) {
    const box = root.getBoundingClientRect();
    top = box.top + root.clientTop;
    bottom = top + root.clientHeight;
  }
  return { top: top - rect.top, bottom: bottom - rect.top };
}

export function useScrollViewport(element: Element | null, options: ScrollViewportOptions = {}): Band {
  const { root, initialHeight = DEFAULT_VIEWPORT_HEIGHT, step = 1 } = options;
  const [band, setBand] = useState<Band>({ top: 0, bottom: initialHeight });

  useEffect(() => {
    if (!element) return;
    const view = element.ownerDocument.defaultView;
    const update = () => {
      const next = measureBand(element, root);
      // Scrolling moves the band by `step` at least; a new viewport height always counts.
      setBand((previous) =>
        Math.abs(next.top - previous.top) < step && next.bottom - next.top === previous.bottom - previous.top
          ? previous
          : next,
      );
    };
    update();
    const target: EventTarget | null = isElement(root) ? root : view;
    target?.addEventListener('scroll', update, { passive: true });
    view?.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (isElement(root)) observer?.observe(root);
    observer?.observe(element);
    return () => {
      target?.removeEventListener('scroll', update);
      view?.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [element, root, step]);

  return band;
}
