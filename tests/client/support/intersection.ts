import { act } from "@testing-library/react";

/**
 * Replaces IntersectionObserver with one the test controls: `reveal()` tells every observer that its
 * elements came into view, as scrolling to the end of a list would. Call `restore()` after the test.
 */
export function controlIntersections() {
  const original = window.IntersectionObserver;
  const observers = new Set<ControlledObserver>();

  class ControlledObserver {
    readonly root = null;
    readonly rootMargin = "";
    readonly thresholds: number[] = [];
    private readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element): void {
      this.targets.add(target);
      observers.add(this);
    }
    unobserve(target: Element): void {
      this.targets.delete(target);
    }
    disconnect(): void {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    fire(): void {
      const entries = [...this.targets].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  window.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
  return {
    /** How many elements are being watched. */
    watched: () => observers.size,
    reveal: () => act(() => [...observers].forEach((observer) => observer.fire())),
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}

/** Pretends the page is scrolled `y` pixels down (jsdom does not lay pages out or scroll them). */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
}
