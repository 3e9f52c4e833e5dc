import { beforeAll } from "vitest";

/** jsdom measures nothing: the charts' container sizes itself through a ResizeObserver, here one that never calls. */
export function chartsMeasureNothing(): void {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
}
