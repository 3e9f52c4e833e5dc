import type { ContainerModule } from "inversify";
import { memoryAuthModule } from "./auth.module.ts";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";
import { type MemoryPlatformOptions, memoryPlatformModule } from "./memory-platform.module.ts";

/** Everything in memory, platform, identity and gateway alike: what component tests and the core world run on. */
export function memoryModules(window: Window, options: MemoryPlatformOptions = {}): ContainerModule[] {
  return [memoryPlatformModule(window, options), memoryAuthModule(), gatewayMemoryModule()];
}
