import type { Config } from "../config/config.entity.ts";
import type { Profile } from "../config/profile.ts";

/** The Auth emulator of the local profile when the config names none (firebase.json's auth port). */
export const DEFAULT_AUTH_EMULATOR_HOST = "127.0.0.1:9099";

/** Google's gapi loader, which Firebase's popup flow injects as a script. */
export const GAPI_ORIGIN = "https://apis.google.com";

/** Where the identity provider of a profile needs the page to reach, frame and load scripts from. */
export interface IdentityProviderSources {
  readonly connect: readonly string[];
  readonly frame: readonly string[];
  readonly script: readonly string[];
  /** Script addresses the `default` Trusted Types policy lets through (prefixes of the full URL). */
  readonly scriptUrlPrefixes: readonly string[];
  /** Auth0 runs its token refresh in a worker made from a blob: of the page's own origin. */
  readonly blobWorkers: boolean;
}

const NONE: IdentityProviderSources = {
  connect: [],
  frame: [],
  script: [],
  scriptUrlPrefixes: [],
  blobWorkers: false,
};

/** The memory profile signs in inside the page; local uses the Auth emulator; production Firebase or Auth0. */
export function identityProviderSources(profile: Profile, config: Config): IdentityProviderSources {
  if (profile === "memory") return NONE;
  if (profile === "production" && config.authProvider === "auth0") return auth0Sources(config.auth0Domain);
  const emulatorHost =
    config.firebaseAuthEmulatorHost || (profile === "local" ? DEFAULT_AUTH_EMULATOR_HOST : "");
  return firebaseSources(emulatorHost, profile === "production" ? config.firebaseAuthDomain : "");
}

function firebaseSources(emulatorHost: string, authDomain: string): IdentityProviderSources {
  const emulator = emulatorHost ? [`http://${emulatorHost}`] : [];
  const hosted = authDomain
    ? {
        connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
        frame: [originOf(authDomain)],
      }
    : { connect: [], frame: [] };
  return {
    connect: [...emulator, ...hosted.connect],
    frame: [...emulator, ...hosted.frame],
    script: [GAPI_ORIGIN],
    scriptUrlPrefixes: [`${GAPI_ORIGIN}/`],
    blobWorkers: false,
  };
}

function auth0Sources(domain: string): IdentityProviderSources {
  const origin = domain ? [originOf(domain)] : [];
  return { connect: origin, frame: origin, script: [], scriptUrlPrefixes: [], blobWorkers: true };
}

/** A bare host (`meridian.eu.auth0.com`) means https; a full address (a local stand-in) keeps its scheme. */
export function originOf(hostOrUrl: string): string {
  const url = /^https?:\/\//i.test(hostOrUrl) ? hostOrUrl : `https://${hostOrUrl}`;
  return new URL(url).origin;
}
