/**
 * Timers tied to a component's life: `useDebouncedCallback` (the last call wins after `ms`)
 * and `useTimeout` (start/cancel one timer). Both are cleared on unmount.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLatest } from './useLatest';

export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const start = useCallback(
    (ms: number, run: () => void) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        run();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { start, cancel, pending: () => timer.current !== undefined };
}

export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useLatest(fn);
  const { start, cancel } = useTimeout();
  const debounced = useCallback((...args: A) => start(ms, () => latest.current(...args)), [start, ms]);
  return Object.assign(debounced, { cancel });
}
