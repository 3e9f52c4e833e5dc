import type { Disposable } from "../wiring/disposable-tracker.ts";

const handed: Disposable[] = [];

/** A view model the test is done with when it ends: disposed then, before the check for leaked view models. */
export function disposedAfterTest<T extends Disposable>(disposable: T): T {
  handed.push(disposable);
  return disposable;
}

/** Called by the test set-up after each test. */
export function disposeWhatTestsHanded(): void {
  for (const disposable of handed.splice(0)) disposable.dispose();
}
