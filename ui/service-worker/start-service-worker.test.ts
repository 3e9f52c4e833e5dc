import { NEVER, of, Subject } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serviceWorkerStartTime } from "./start-service-worker.ts";

/** A window whose idle callbacks run as soon as the timers let them. */
const idleWindow = {
  requestIdleCallback: (run: () => void) => setTimeout(run, 1),
  setTimeout,
} as unknown as Window;

function started(firstScreenShown$: Parameters<typeof serviceWorkerStartTime>[1], window = idleWindow) {
  const state = { started: false };
  void serviceWorkerStartTime(window, firstScreenShown$).then(() => {
    state.started = true;
  });
  return state;
}

describe("when the service worker starts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("leaves the first screen five seconds to itself, then waits for an idle moment", async () => {
    const shown$ = new Subject<boolean>();
    const worker = started(shown$);
    await vi.advanceTimersByTimeAsync(3000);
    shown$.next(false);
    shown$.next(true);
    await vi.advanceTimersByTimeAsync(4900);
    expect(worker.started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(worker.started).toBe(true);
  });

  it("starts after ten seconds at the latest when the first screen never shows", async () => {
    const worker = started(NEVER);
    await vi.advanceTimersByTimeAsync(9900);
    expect(worker.started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(worker.started).toBe(true);
  });

  it("starts in a browser without idle callbacks too", async () => {
    const worker = started(of(true), { setTimeout } as unknown as Window);
    await vi.advanceTimersByTimeAsync(5100);
    expect(worker.started).toBe(true);
  });
});
