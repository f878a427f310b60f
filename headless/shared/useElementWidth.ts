/**
 * The width of an element, following it with a ResizeObserver: its content box (default) or
 * its border box. Before the first measurement (and on the server) it is `initialWidth`, so
 * server and client render alike.
 */
import { useEffect, useState } from 'react';

export function useElementWidth(
  element: Element | null,
  initialWidth = 0,
  box: 'content-box' | 'border-box' = 'content-box',
): number {
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = box === 'border-box' ? entry?.borderBoxSize?.[0]?.inlineSize : entry?.contentRect.width;
      const next = Math.floor(measured ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element, { box });
    return () => observer.disconnect();
  }, [element, box]);
  return width;
}
