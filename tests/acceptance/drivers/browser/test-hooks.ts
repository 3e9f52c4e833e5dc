import type { Page } from "playwright-core";

/** Where a hook of the test build's `window.__dashboardTestHooks` is: on the hooks, their auth, or a port's adapter. */
export type HookOwner = "hooks" | "auth" | { readonly port: string };

/** Calls a hook of the app in the page (a build made with TEST_HOOKS=true) and returns what it returns. */
export function callTestHook<T = void>(
  page: Page,
  owner: HookOwner,
  hook: string,
  ...args: unknown[]
): Promise<T> {
  return page.evaluate(
    async ({ owner, hook, args }) => {
      type Hooks = Record<string, unknown> & { port(name: string): Record<string, unknown> };
      const hooks = (window as unknown as { __dashboardTestHooks?: Hooks }).__dashboardTestHooks;
      if (!hooks)
        throw new Error("window.__dashboardTestHooks is missing: serve a build made by npm run build:test");
      const target = (owner === "hooks" ? hooks : owner === "auth" ? hooks.auth : hooks.port(owner.port)) as
        | Record<string, unknown>
        | undefined;
      const call = target?.[hook];
      if (typeof call !== "function")
        throw new Error(`The app has no test hook ${hook}: only the memory adapters have it`);
      return call.apply(target, args);
    },
    { owner, hook, args },
  ) as Promise<T>;
}
