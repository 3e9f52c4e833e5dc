import { ContainerModule } from "inversify";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import type { Config } from "../../core/config/config.entity.ts";
import type { Profile } from "../../core/config/profile.ts";
import { Auth0AuthProvider } from "../auth-auth0/auth-auth0.adapter.ts";
import { FirebaseAuthProvider } from "../auth-firebase/auth-firebase.adapter.ts";
import { FIREBASE_EMULATOR_SETTINGS, type FirebaseSettings } from "../auth-firebase/firebase-settings.ts";

/**
 * A real identity provider: Firebase against the Auth emulator in local; Firebase or Auth0 in production, as
 * `PUBLIC_AUTH_PROVIDER` says. Their SDKs download on first use.
 */
export function providerAuthModule(profile: Exclude<Profile, "memory">, config: Config, window: Window) {
  return new ContainerModule(({ bind }) => {
    bind(AuthProvider).toConstantValue(
      profile === "production" && config.authProvider === "auth0"
        ? new Auth0AuthProvider({ domain: config.auth0Domain, clientId: config.auth0ClientId }, window)
        : new FirebaseAuthProvider(firebaseSettings(profile, config)),
    );
  });
}

function firebaseSettings(profile: Exclude<Profile, "memory">, config: Config): FirebaseSettings {
  if (profile === "local") {
    return {
      ...FIREBASE_EMULATOR_SETTINGS,
      emulatorHost: config.firebaseAuthEmulatorHost || FIREBASE_EMULATOR_SETTINGS.emulatorHost,
    };
  }
  return {
    apiKey: config.firebaseApiKey,
    authDomain: config.firebaseAuthDomain,
    projectId: config.firebaseProjectId,
    ...(config.firebaseAuthEmulatorHost ? { emulatorHost: config.firebaseAuthEmulatorHost } : {}),
  };
}
