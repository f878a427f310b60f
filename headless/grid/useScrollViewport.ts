/**
 * `useScrollViewport`: which vertical band of an element is on screen, in the element's own
 * coordinates, and how wide the element is, following scrolling and resizing of the window, of
 * a scroll container and of the element. The
 * grid renders only the tiles in this band (± overscan). Before mounting (and on the server)
 * the band is `[0, initialHeight]`, so the first client render matches the server's.
 *
 * `useScrollRoot` decides what scrolls the element: the `root` given, or, by default, the
 * nearest ancestor that scrolls vertically (`findScrollRoot`), else the window.
 */
import { type RefObject, useEffect, useState } from 'react';

/**
 * What scrolls an element: a scroll container, a ref object holding one (read after mount), or
 * the window (`null` or a `Document`). Leave it out to use the nearest scrolling ancestor.
 */
export type ScrollRoot = Element | Document | RefObject<Element | null> | null;

/** What `useScrollViewport` takes: the scroll root and the band to keep around the view. */
export interface ScrollViewportOptions {
  /** The scroll container (default: the nearest scrolling ancestor, else the window). `null` or a `Document`: the window. */
  root?: ScrollRoot | undefined;
  /** Band height assumed before the first measurement (server render). Default 1000. */
  initialHeight?: number | undefined;
  /**
   * Re-render only when the band moved by at least this many px (default 1) or changed height. With
   * an overscan of N px, a step of N / 2 keeps the true viewport covered at a fraction of the renders.
   */
  step?: number | undefined;
}

/** A vertical band in px, relative to the element's top edge, and the element's width. */
export interface Band {
  top: number;
  bottom: number;
  /**
   * The element's width in px as laid out (its `clientWidth`), measured with the band; 0 until
   * first measured. A hidden element keeps the last width measured.
   */
  width: number;
}

export const DEFAULT_VIEWPORT_HEIGHT = 1000;

/** An element root (a scroll container), as opposed to the window, a document or nothing. */
const isElement = (root: unknown): root is Element =>
  !!root && typeof root === 'object' && (root as Node).nodeType === 1;

const isRefObject = (root: ScrollRoot | undefined): root is RefObject<Element | null> =>
  !!root && typeof root === 'object' && 'current' in root;

/** The element's parent, crossing out of a shadow root to its host. */
const parentOf = (node: Element): Element | null =>
  node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;

const SCROLLABLE = /^(auto|scroll|overlay)$/;

/** What `findScrollRoot` found: the root (null: the window) and every ancestor that scrolls now. */
export interface FoundScrollRoot {
  root: Element | null;
  /** The ancestors (nearest first) whose content overflows a scrollable box right now. */
  scrolling: Element[];
}

/**
 * The scroll root of `element`: among its ancestors below `<body>` whose `overflow-y` is `auto`,
 * `scroll` or `overlay`, the nearest whose content overflows it now; else the window when the
 * page scrolls; else the nearest of those ancestors (nothing scrolls yet); else the window. A box
 * with `overflow: auto` but no height of its own (or `overflow-x: hidden`, which makes
 * `overflow-y` compute to `auto`) grows with its content, never overflows, and is passed over.
 */
export function findScrollRoot(element: Element): FoundScrollRoot {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  if (!view) return { root: null, scrolling: [] };
  const candidates: Element[] = [];
  for (let node = parentOf(element); node && node !== doc.body && node !== doc.documentElement; node = parentOf(node)) {
    if (SCROLLABLE.test(view.getComputedStyle(node).overflowY)) candidates.push(node);
  }
  // Over by more than a pixel: scrollHeight is rounded up from a fractional content height.
  const scrolling = candidates.filter((box) => box.scrollHeight - box.clientHeight > 1);
  if (scrolling[0]) return { root: scrolling[0], scrolling };
  const page = doc.scrollingElement ?? doc.documentElement;
  if (page.scrollHeight > view.innerHeight) return { root: null, scrolling };
  return { root: candidates[0] ?? null, scrolling };
}

/** `div#id.class` for a warning. */
const describe = (element: Element) =>
  `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}>`;

/**
 * The scroll container of `element` (null: the window). An element, `null` or a `Document` is
 * used as given; a ref object is read after each commit that changes `element`; without a root,
 * the nearest scrolling ancestor is found after mount and looked for again whenever the element
 * resizes (content loaded may make a box overflow). In development, nested boxes that both
 * scroll the element get one warning: the nearest is followed, pass `root` to choose.
 */
export function useScrollRoot(element: Element | null, root: ScrollRoot | undefined): Element | null {
  const given = root === undefined || isRefObject(root) ? undefined : isElement(root) ? root : null;
  const [found, setFound] = useState<Element | null>(null);

  useEffect(() => {
    if (given !== undefined || !element) return;
    if (isRefObject(root)) {
      setFound(isElement(root.current) ? root.current : null);
      return;
    }
    let warned = false;
    const update = () => {
      const next = findScrollRoot(element);
      setFound(next.root);
      if (process.env.NODE_ENV !== 'production' && !warned && next.scrolling.length > 1) {
        warned = true;
        console.warn(
          `gifkit: nested scroll boxes ${next.scrolling.map(describe).join(', ')} scroll ${describe(element)}; it follows the nearest, ${describe(next.scrolling[0]!)}. Pass \`root\` to choose.`,
        );
      }
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [element, root, given]);

  return given === undefined ? found : given;
}

/** The band of `element` visible through `root` right now, and its width. */
function measureBand(element: Element, root: Element | null): Band {
  const rect = element.getBoundingClientRect();
  let top = 0;
  let bottom = element.ownerDocument.defaultView?.innerHeight ?? 0;
  if (root) {
    const box = root.getBoundingClientRect();
    top = box.top + root.clientTop;
    bottom = top + root.clientHeight;
  }
  return { top: top - rect.top, bottom: bottom - rect.top, width: element.clientWidth };
}

/** The band of a scroll container (or the window) in view, for virtualizing a list. */
export function useScrollViewport(element: Element | null, options: ScrollViewportOptions = {}): Band {
  const { initialHeight = DEFAULT_VIEWPORT_HEIGHT, step = 1 } = options;
  const root = useScrollRoot(element, options.root);
  const [band, setBand] = useState<Band>({ top: 0, bottom: initialHeight, width: 0 });

  useEffect(() => {
    if (!element) return;
    const view = element.ownerDocument.defaultView;
    const update = () => {
      const next = measureBand(element, root);
      // Scrolling moves the band by `step` at least; a new viewport height or width always counts.
      setBand((previous) => {
        // A hidden element (no width) keeps the last width measured.
        const width = next.width || previous.width;
        const moved =
          Math.abs(next.top - previous.top) >= step || next.bottom - next.top !== previous.bottom - previous.top;
        return moved || width !== previous.width ? { ...next, width } : previous;
      });
    };
    update();
    const target: EventTarget | null = root ?? view;
    target?.addEventListener('scroll', update, { passive: true });
    view?.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (root) observer?.observe(root);
    observer?.observe(element);
    return () => {
      target?.removeEventListener('scroll', update);
      view?.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [element, root, step]);

  return band;
}
