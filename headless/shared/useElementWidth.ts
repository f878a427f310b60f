/**
 * The content width of an element, following it with a ResizeObserver. Before the first
 * measurement (and on the server) it is `initialWidth`, so server and client render alike.
 */
import { useEffect, useState } from 'react';

export function useElementWidth(element: Element | null, initialWidth = 0): number {
  const [width, setWidth] = useState(initialWidth);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
