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
