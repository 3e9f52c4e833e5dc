import type { ThemeMode } from "../theme/theme-mode.ts";

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
  /** When set, a signed-in user's home is the subscription page instead of the playground (SPEC §2). */
  readonly subscriptionHome: boolean;
}

export const Config = Symbol.for("Config");
