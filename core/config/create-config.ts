import { isThemeMode, ThemeMode } from "../theme/theme-mode.ts";
import type { Config } from "./config.entity.ts";

export const DEFAULT_PRODUCT_NAME = "Meridian Gateway";

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
  subscriptionHome: false,
};

/** Raw values as they come from the build environment; anything missing or malformed falls back to a default. */
export type RawConfig = Partial<Record<keyof Config, string | undefined>>;

export function createConfig(raw: RawConfig = {}): Config {
  const text = (key: keyof Config, fallback: string) => {
    const value = raw[key]?.trim();
    return value ? value : fallback;
  };
  const theme = raw.defaultTheme?.trim().toUpperCase();
  return {
    productName: text("productName", defaults.productName),
    companyName: text("companyName", defaults.companyName),
    defaultTheme: theme && isThemeMode(theme) ? theme : defaults.defaultTheme,
    protocol: raw.protocol?.trim() === "http" ? "http" : defaults.protocol,
    subdomain: text("subdomain", defaults.subdomain),
    domain: text("domain", defaults.domain),
    termsUrl: text("termsUrl", defaults.termsUrl),
    privacyUrl: text("privacyUrl", defaults.privacyUrl),
    documentationUrl: text("documentationUrl", defaults.documentationUrl),
    communityUrl: text("communityUrl", defaults.communityUrl),
    subscriptionHome: raw.subscriptionHome?.trim() === "true",
  };
}
