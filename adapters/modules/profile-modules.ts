import type { ContainerModule } from "inversify";
import type { Config } from "../../core/config/config.entity.ts";
import type { Profile } from "../../core/config/profile.ts";
import { apiBaseUrl } from "../../core/gateway/api-base-url.ts";
import { authModuleFor } from "./auth.module.ts";
import { type BrowserModuleOptions, browserModule } from "./browser.module.ts";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";

/**
 * The container modules of each profile: the browser's storage, theme and toast adapters, an identity provider,
 * and the gateway: in memory for `memory`, over HTTP for `local` (the reference gateway) and `production`.
 */
export async function adaptersFor(
  profile: Profile,
  config: Config,
  window: Window,
  options: BrowserModuleOptions,
): Promise<readonly ContainerModule[]> {
  const identity = await authModuleFor(profile, config, window);
  if (profile === "memory") return [browserModule(window, options), identity, gatewayMemoryModule()];
  // Imported here so the memory build never downloads axios and the HTTP adapters. `local` reaches the reference
  // gateway on this machine through the demo API origin (a 127.x or localhost page is a demo host).
  const { gatewayHttpModule } = await import("./gateway-http.module.ts");
  return [
    browserModule(window, options),
    identity,
    gatewayHttpModule({ baseUrl: apiBaseUrl(config, window.location.host) }),
  ];
}
