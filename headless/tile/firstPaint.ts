/**
 * Waits for the frame that first shows the tiles mounted now: one `requestAnimationFrame` for
 * every tile that asks in the same frame, then a task after that frame's paint, where every
 * waiting tile is told at once (one batched React update). A `<video>` element costs the main
 * thread about a millisecond to connect to the document (Chromium), even with no file: a first
 * page of video tiles renders their placeholder boxes first and creates the `<video>` elements
 * right after it has been painted (docs/performance.md, "Grid at scale").
 */
import { useEffect, useState } from 'react';

const waiting = new Set<() => void>();
/** The pending frame, then the pending task after it; none while no one waits. */
let frame: number | undefined;
let task: ReturnType<typeof setTimeout> | undefined;

function flush() {
  task = undefined;
  const ready = [...waiting];
  waiting.clear();
  for (const callback of ready) callback();
}

/** Calls `callback` in a task after the next painted frame; returns a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  waiting.add(callback);
  if (frame === undefined && task === undefined) {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      task = setTimeout(flush);
    });
  }
  return () => {
    waiting.delete(callback);
    if (waiting.size) return;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(task);
    frame = undefined;
    task = undefined;
  };
}

/**
 * True from the mount of a client-rendered component until a frame after it has been painted.
 * `defer` is read at mount only: the server render and the hydration render (where the markup
 * already exists) pass `false` and never wait.
 */
export function useWaitForFirstPaint(defer: boolean): boolean {
  const [pending, setPending] = useState(defer);
  useEffect(() => (pending ? afterNextPaint(() => setPending(false)) : undefined), [pending]);
  return pending;
}
