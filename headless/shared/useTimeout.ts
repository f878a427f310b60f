/**
 * Timers tied to a component's life: `useDebouncedCallback` (the last call wins after `ms`)
 * and `useTimeout` (start/cancel one timer, the same object for the component's life). Both
 * are cleared on unmount.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLatest } from './useLatest';

function createTimeout() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return {
    /** Runs `run` after `ms`, cancelling the timer started before. */
    start(ms: number, run: () => void) {
      cancel();
      timer = setTimeout(run, ms);
    },
    cancel,
  };
}

export function useTimeout() {
  const [timeout] = useState(createTimeout);
  useEffect(() => timeout.cancel, [timeout]);
  return timeout;
}

export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useLatest(fn);
  const { start, cancel } = useTimeout();
  const debounced = useCallback((...args: A) => start(ms, () => latest.current(...args)), [start, ms]);
  return Object.assign(debounced, { cancel });
}
