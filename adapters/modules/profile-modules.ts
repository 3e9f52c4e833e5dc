import type { ContainerModule } from "inversify";
import type { Profile } from "../../core/config/profile.ts";
import { type BrowserModuleOptions, browserModule } from "./browser.module.ts";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";

/**
 * The container modules of each profile. All three run in the browser on the same storage, theme and toast
 * adapters today; the identity and gateway issues add their Firebase/Auth0 and HTTP/in-memory bindings here.
 */
export function adaptersFor(
  profile: Profile,
  window: Window,
  options: BrowserModuleOptions = {},
): readonly ContainerModule[] {
  switch (profile) {
    case "memory":
      return [browserModule(window, options), gatewayMemoryModule()];
    case "local":
    case "production":
      // The HTTP gateway adapter arrives with the contract issue; until then these profiles share memory's.
      return [browserModule(window, options), gatewayMemoryModule()];
  }
}
