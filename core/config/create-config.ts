import { isThemeMode, ThemeMode } from "../theme/theme-mode.ts";
import type { Config } from "./config.entity.ts";

export const DEFAULT_PRODUCT_NAME = "Meridian Gateway";

/** Where `npm start` will run the reference gateway on this machine. */
export const DEFAULT_DEMO_API_ORIGIN = "http://127.0.0.1:8787";

const defaults: Config = {
  productName: DEFAULT_PRODUCT_NAME,
  companyName: "Meridian Labs",
  defaultTheme: ThemeMode.DARK,
  protocol: "https",
  subdomain: "app",
  domain: "meridian.example",
  termsUrl: "/tos",
  privacyUrl: "/privacy-policy",
  documentationUrl: "/document",
  communityUrl: "https://discord.com/invite/meridian-gateway",
  salesEmail: "sales@meridian.example",
  apiOrigin: "https://app.meridian.example",
  demoApiOrigin: DEFAULT_DEMO_API_ORIGIN,
  subscriptionHome: false,
  authProvider: "firebase",
  firebaseApiKey: "",
  firebaseAuthDomain: "",
  firebaseProjectId: "",
  firebaseAuthEmulatorHost: "",
  auth0Domain: "",
  auth0ClientId: "",
  tokenSecret: "meridian-dashboard/token-cipher/v1",
};

/** Raw values as they come from the build environment; anything missing or malformed falls back to a default. */
export type RawConfig = Partial<Record<keyof Config, string | undefined>>;

export function createConfig(raw: RawConfig = {}): Config {
  const text = (key: keyof Config, fallback: string) => {
    const value = raw[key]?.trim();
    return value ? value : fallback;
  };
  const theme = raw.defaultTheme?.trim().toUpperCase();
  const protocol = raw.protocol?.trim() === "http" ? "http" : defaults.protocol;
  const subdomain = text("subdomain", defaults.subdomain);
  const domain = text("domain", defaults.domain);
  return {
    productName: text("productName", defaults.productName),
    companyName: text("companyName", defaults.companyName),
    defaultTheme: isThemeMode(theme) ? theme : defaults.defaultTheme,
    protocol,
    subdomain,
    domain,
    termsUrl: text("termsUrl", defaults.termsUrl),
    privacyUrl: text("privacyUrl", defaults.privacyUrl),
    documentationUrl: text("documentationUrl", defaults.documentationUrl),
    communityUrl: text("communityUrl", defaults.communityUrl),
    salesEmail: text("salesEmail", defaults.salesEmail),
    apiOrigin: text("apiOrigin", `${protocol}://${subdomain}.${domain}`),
    demoApiOrigin: text("demoApiOrigin", DEFAULT_DEMO_API_ORIGIN),
    subscriptionHome: raw.subscriptionHome?.trim() === "true",
    authProvider: raw.authProvider?.trim() === "auth0" ? "auth0" : defaults.authProvider,
    firebaseApiKey: text("firebaseApiKey", defaults.firebaseApiKey),
    firebaseAuthDomain: text("firebaseAuthDomain", defaults.firebaseAuthDomain),
    firebaseProjectId: text("firebaseProjectId", defaults.firebaseProjectId),
    firebaseAuthEmulatorHost: text("firebaseAuthEmulatorHost", defaults.firebaseAuthEmulatorHost),
    auth0Domain: text("auth0Domain", defaults.auth0Domain),
    auth0ClientId: text("auth0ClientId", defaults.auth0ClientId),
    tokenSecret: text("tokenSecret", defaults.tokenSecret),
  };
}
