/** What a view model promises: once disposed, it holds no subscription, timer or pending update. */
export interface Disposable {
  dispose(): void;
}

interface Tracked {
  readonly name: string;
  readonly createdAt: string;
}

/** Switched on by the test set-up only: in the app, `tracked` costs one check. */
let live: Map<Disposable, Tracked> | null = null;

/**
 * Registers a view model a factory made, so a test that forgets to dispose it fails (VS Code's
 * `ensureNoDisposablesAreLeakedInTestSuite`). Every view model factory returns through this.
 */
export function tracked<T extends Disposable>(disposable: T): T {
  const registry = live;
  if (!registry) return disposable;
  const createdAt = new Error().stack?.split("\n").slice(2, 6).join("\n") ?? "";
  registry.set(disposable, { name: disposable.constructor.name, createdAt });
  const dispose = disposable.dispose.bind(disposable);
  disposable.dispose = () => {
    registry.delete(disposable);
    dispose();
  };
  return disposable;
}

/** Starts recording what factories make; the returned function stops and says what was never disposed. */
export function trackDisposables(): () => readonly string[] {
  const registry = new Map<Disposable, Tracked>();
  live = registry;
  return () => {
    if (live === registry) live = null;
    return [...registry.values()].map(
      ({ name, createdAt }) => `${name} was never disposed; made at\n${createdAt}`,
    );
  };
}
