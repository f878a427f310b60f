/**
 * Test support (not exported by the package): a controllable IntersectionObserver for jsdom,
 * which has none. Tests decide when an element is visible and see the options it was watched
 * with; `intersect()` reports an element in or out of view, `setupFakeIntersectionObserver()`
 * installs the fake (and fake timers) for each test of a file.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  elements = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  /** The last entry `intersect()` reported for each element, which a new observation reports again. */
  static last = new WeakMap<Element, Partial<IntersectionObserverEntry>>();
  observe(element: Element) {
    this.elements.add(element);
    // A real observer reports an element's state once it starts watching it; the fake does so
    // (at once) for an element a test has already put in or out of view.
    const entry = FakeIntersectionObserver.last.get(element);
    if (entry) this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
}

/**
 * Tells every fake observer watching `target` that it now intersects by `intersectionRatio`
 * (0: out of view), with any other entry fields given (e.g. `boundingClientRect`), in `act`.
 */
export function intersect(
  target: Element | null,
  intersectionRatio: number,
  extra: Partial<IntersectionObserverEntry> = {},
) {
  if (!target) throw new Error('no element to intersect');
  act(() => {
    FakeIntersectionObserver.last.set(target, {
      isIntersecting: intersectionRatio > 0,
      intersectionRatio,
      target,
      ...extra,
    });
    for (const observer of FakeIntersectionObserver.all) {
      if (!observer.elements.has(target)) continue;
      const entry = { isIntersecting: intersectionRatio > 0, intersectionRatio, target, ...extra };
      observer.callback([entry as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  });
}

/**
 * For each test of the calling file: a fresh fake as the global IntersectionObserver and fake
 * timers (`timers`: Vitest's options, `false` for real timers); after it, the DOM cleaned up,
 * real timers and globals back.
 */
export function setupFakeIntersectionObserver(timers?: Parameters<typeof vi.useFakeTimers>[0] | false) {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    FakeIntersectionObserver.last = new WeakMap();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    if (timers !== false) vi.useFakeTimers(timers);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
