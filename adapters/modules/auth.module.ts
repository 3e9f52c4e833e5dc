import { ContainerModule } from "inversify";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import type { Config } from "../../core/config/config.entity.ts";
import type { Profile } from "../../core/config/profile.ts";
import { DEMO_PEOPLE } from "../../demo/demo-people.ts";
import { DEMO_ACCOUNT, MemoryAuthProvider } from "../auth-memory/memory-auth.adapter.ts";

/**
 * The in-memory identity provider with its seeded accounts: the demo account and every person of the memory demo
 * organization, all with the demo password, so each role can be tried (the memory profile and the tests).
 */
export function memoryAuthModule(): ContainerModule {
  const accounts = Object.values(DEMO_PEOPLE).map(({ email }) => ({
    email,
    password: DEMO_ACCOUNT.password,
  }));
  return new ContainerModule(({ bind }) => {
    bind(AuthProvider)
      .toResolvedValue((clock: Clock) => new MemoryAuthProvider(clock, [DEMO_ACCOUNT, ...accounts]), [Clock])
      .inSingletonScope();
  });
}

/**
 * The identity provider of each profile (SPEC §7). Firebase's and Auth0's adapters are loaded only by the
 * profiles that use them, so the memory profile's first download does not carry them.
 */
export async function authModuleFor(
  profile: Profile,
  config: Config,
  window: Window,
): Promise<ContainerModule> {
  if (profile === "memory") return memoryAuthModule();
  const { providerAuthModule } = await import("./provider-auth.module.ts");
  return providerAuthModule(profile, config, window);
}
