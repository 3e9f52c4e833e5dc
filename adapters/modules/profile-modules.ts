import type { ContainerModule } from "inversify";
import type { Config } from "../../core/config/config.entity.ts";
import type { Profile } from "../../core/config/profile.ts";
import { apiBaseUrl } from "../../core/gateway/api-base-url.ts";
import { authModuleFor } from "./auth.module.ts";
import { type BrowserModuleOptions, browserModule } from "./browser.module.ts";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";

/**
 * The container modules of each profile: the browser's storage, theme and toast adapters, an identity provider,
 * and the gateway (in memory, or over HTTP).
 */
export async function adaptersFor(
  profile: Profile,
  config: Config,
  window: Window,
  options: BrowserModuleOptions,
): Promise<readonly ContainerModule[]> {
  const identity = await authModuleFor(profile, config, window);
  switch (profile) {
    case "memory":
      return [browserModule(window, options), identity, gatewayMemoryModule()];
    case "local":
      // Real identity (the Auth emulator) over the memory gateway until the reference gateway exists to call.
      return [browserModule(window, options), identity, gatewayMemoryModule()];
    case "production":
      // Imported here so the memory and local builds never download axios and the HTTP adapters.
      return [
        browserModule(window, options),
        identity,
        (await import("./gateway-http.module.ts")).gatewayHttpModule({
          baseUrl: apiBaseUrl(config, window.location.host),
        }),
      ];
  }
}
