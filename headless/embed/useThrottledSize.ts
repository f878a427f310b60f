/**
 * The frame's size, read at most once per 500 ms (RESIZE_THROTTLE_MS): the first
 * change applies at once, later ones within the window are folded into one trailing update.
 */
import { useEffect, useState } from 'react';
import { RESIZE_THROTTLE_MS } from './constants';

export interface FrameSize {
  width: number;
  height: number;
}

export function useThrottledSize(element: Element | null, ms = RESIZE_THROTTLE_MS): FrameSize {
  const [size, setSize] = useState<FrameSize>({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: FrameSize | undefined;
    const apply = (next: FrameSize) =>
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    const flush = () => {
      timer = undefined;
      if (!pending) return;
      apply(pending);
      pending = undefined;
      timer = setTimeout(flush, ms);
    };
    const measure = () => {
      const next = sizeOf(element);
      if (timer) pending = next;
      else {
        apply(next);
        timer = setTimeout(flush, ms);
      }
    };
    apply(sizeOf(element));
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      clearTimeout(timer);
    };
  }, [element, ms]);
  return size;
}

function sizeOf(element: Element): FrameSize {
  const rect = element.getBoundingClientRect();
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
}
