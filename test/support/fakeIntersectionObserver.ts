/**
 * Test support (not exported by the package): a controllable IntersectionObserver for jsdom,
 * which has none. Tests decide when an element is visible and see the options it was watched
 * with.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  elements = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
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
