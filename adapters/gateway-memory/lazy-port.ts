/**
 * A port whose adapter is loaded on its first call, so a large in-memory adapter (seed data, validation) stays
 * out of the initial bundle. Every method of a gateway port is async, so a call simply waits for the load.
 * `beforeEachCall` runs after the load, before every call (e.g. to act as whoever is signed in now).
 */
export function lazyPort<T extends object>(load: () => Promise<T>, beforeEachCall?: () => Promise<void>): T {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(target, method) {
      // Not a thenable (the container and `await` must see a plain object, not a promise), and a plain object to
      // whatever looks at its constructor or converts it to text.
      if (typeof method !== "string" || method === "then" || method in Object.prototype) {
        return Reflect.get(target, method);
      }
      return async (...args: unknown[]) => {
        loaded ??= load();
        const port = await loaded;
        await beforeEachCall?.();
        const call = port[method as keyof T];
        if (typeof call !== "function") throw new TypeError(`The port has no method ${method}`);
        return call.apply(port, args);
      };
    },
  });
}
