/**
 * Waiting in a real browser for the event that matters, never for a fixed delay. A test that
 * asserts something did NOT happen (no second page, no overlay, still paused) waits here for the
 * point at which it would have happened, so on a loaded machine it waits longer rather than
 * looking too early.
 */
import { act } from '@testing-library/react';

/** Resolves once the browser has rendered a frame: after the next `requestAnimationFrame` and the one after it. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Resolves at the start of the next task, after every task and callback queued before it. */
export function nextTask(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** Resolves with the first report of a new IntersectionObserver watching `target`. */
function firstIntersection(target: Element): Promise<void> {
  return new Promise((resolve) => {
    const probe = new IntersectionObserver(() => {
      probe.disconnect();
      resolve();
    });
    probe.observe(target);
  });
}

/**
 * Resolves once every IntersectionObserver on the page has seen the layout as it is now, and
 * React has committed what their callbacks set. A probe observer's first report comes from a
 * rendering update in which the browser computed every observer's intersections, and their
 * reports are delivered in the same notification task, so the task after the probe's report
 * comes after all of them. Done twice: a render their callbacks caused (a page appended, a
 * loader pushed out of view) is itself observed.
 */
export async function observersSettled(rounds = 2): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await act(async () => {
      await firstIntersection(document.documentElement);
      await nextTask();
    });
  }
}

/**
 * Resolves once every finite CSS transition and animation running in `root` (an overlay fading
 * in) has finished; endless ones (a spinner) are left out, they never finish.
 */
export async function animationsFinished(root: Element = document.documentElement): Promise<void> {
  await nextFrame();
  const finite = root
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
