/**
 * An IntersectionObserver for tests in which the observed element is on screen: it reports
 * every observed element as intersecting right away (a microtask later), as a browser does for
 * an element in the viewport. Stub it with `vi.stubGlobal("IntersectionObserver", VisibleAtOnce)`.
 */
export class VisibleAtOnce {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}
