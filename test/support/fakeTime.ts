/**
 * Fake time for tests that run on Vitest's fake timers: one way to let time pass inside React's
 * `act()`, so the effects, timers and promises it releases settle before the next assertion.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Advances the fake clock by `ms` (running the timers due and the promises they release) inside `act()`. */
export function advance(ms: number): Promise<void> {
  return act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));
}

/**
 * Advances the fake clock by `ms` synchronously inside `act()`: for tests whose timers start no
 * promise (a video's start delay), so the assertion can follow without an `await`.
 */
export function advanceNow(ms: number): void {
  act(() => void vi.advanceTimersByTime(ms));
}

/**
 * Lets an answer from the mock server (msw, in Node) through to React without moving the clock:
 * the due timers run, and Node's I/O callbacks (`setImmediate`, where msw delivers a response)
 * get their turns, one hop of the chain request → response → React Query → render each round.
 * Twenty rounds cover the longest chain in the search tests (a debounced query, its answer, and
 * the suggestions that follow it); a chain that needs more fails its assertion, it is not retried.
 */
export function drain(): Promise<void> {
  return act(async () => {
    for (let round = 0; round < 20; round++) {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
}
