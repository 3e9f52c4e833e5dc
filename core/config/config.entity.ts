import type { ThemeMode } from "../theme/theme-mode.ts";
import { token } from "../wiring/token.ts";

/** Runtime configuration of the dashboard (SPEC §3), read once at start-up. */
export interface Config {
  readonly productName: string;
  readonly companyName: string;
  readonly defaultTheme: ThemeMode;
  readonly protocol: "http" | "https";
  readonly subdomain: string;
  readonly domain: string;
  readonly termsUrl: string;
  readonly privacyUrl: string;
  readonly documentationUrl: string;
  readonly communityUrl: string;
  /** Where an enterprise tier request goes: the subscription page opens a mail draft to it (SPEC §7). */
  readonly salesEmail: string;
  /** The gateway API's origin in production; calls go to its /v1/api (SPEC §7). */
  readonly apiOrigin: string;
  /** The API origin for demo and local hosts: the reference gateway on this machine. */
  readonly demoApiOrigin: string;
  /** When set, a signed-in user's home is the subscription page instead of the playground (SPEC §2). */
  readonly subscriptionHome: boolean;
  /** Production's identity provider (the memory and local profiles choose their own). */
  readonly authProvider: AuthProviderName;
  readonly firebaseApiKey: string;
  readonly firebaseAuthDomain: string;
  readonly firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator; empty means the real Firebase. */
  readonly firebaseAuthEmulatorHost: string;
  /** Auth0 tenant domain (or a full http(s) URL for a local stand-in). */
  readonly auth0Domain: string;
  readonly auth0ClientId: string;
  /**
   * The fixed secret the stored tokens are encrypted with (SPEC §9). It ships in the bundle: it hides tokens from
   * casual reading of storage, not from script running in the page.
   */
  readonly tokenSecret: string;
}

export type AuthProviderName = "firebase" | "auth0";

export const Config = token<Config>("Config");
