import type { ContainerModule } from "inversify";
import { gatewayMemoryModule } from "./gateway-memory.module.ts";
import { type MemoryPlatformOptions, memoryPlatformModule } from "./memory-platform.module.ts";

/** Everything in memory, platform and gateway alike: what component tests and the core world run on. */
export function memoryModules(window: Window, options: MemoryPlatformOptions = {}): ContainerModule[] {
  return [memoryPlatformModule(window, options), gatewayMemoryModule()];
}
