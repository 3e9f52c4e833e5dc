import { describe, expect, it } from "vitest";
import { ThemeMode } from "../theme/theme-mode.ts";
import { createConfig, DEFAULT_PRODUCT_NAME } from "./create-config.ts";

describe("the runtime configuration", () => {
  it("has a product name, the dark theme and the legal pages by default", () => {
    const config = createConfig();
    expect(config.productName).toBe(DEFAULT_PRODUCT_NAME);
    expect(config.defaultTheme).toBe(ThemeMode.DARK);
    expect(config.termsUrl).toBe("/tos");
    expect(config.privacyUrl).toBe("/privacy-policy");
    expect(config.salesEmail).toBe("sales@meridian.example");
    expect(config.subscriptionHome).toBe(false);
  });

  it("takes the values it is given", () => {
    const config = createConfig({
      productName: "Acme AI",
      defaultTheme: "light",
      protocol: "http",
      subscriptionHome: "true",
      salesEmail: "enterprise@acme.ai",
    });
    expect(config).toMatchObject({
      productName: "Acme AI",
      defaultTheme: ThemeMode.LIGHT,
      protocol: "http",
      subscriptionHome: true,
      salesEmail: "enterprise@acme.ai",
    });
  });

  it("chooses Firebase as production's identity provider unless Auth0 is asked for", () => {
    expect(createConfig().authProvider).toBe("firebase");
    expect(createConfig({ authProvider: " auth0 " }).authProvider).toBe("auth0");
    expect(createConfig({ authProvider: "okta" }).authProvider).toBe("firebase");
    expect(createConfig({ auth0Domain: "meridian.eu.auth0.com" }).auth0Domain).toBe("meridian.eu.auth0.com");
  });

  it("always has a secret to encrypt the stored tokens with", () => {
    expect(createConfig().tokenSecret).not.toBe("");
    expect(createConfig({ tokenSecret: "   " }).tokenSecret).toBe(createConfig().tokenSecret);
    expect(createConfig({ tokenSecret: "rotated-2025" }).tokenSecret).toBe("rotated-2025");
  });

  it("derives the production API origin from the domain, and points demo hosts at the local gateway", () => {
    expect(createConfig({ protocol: "https", subdomain: "api", domain: "acme.ai" }).apiOrigin).toBe(
      "https://api.acme.ai",
    );
    expect(createConfig().demoApiOrigin).toBe("http://127.0.0.1:8787");
    expect(createConfig({ apiOrigin: "https://gw.acme.ai" }).apiOrigin).toBe("https://gw.acme.ai");
  });

  it("falls back to defaults for blank or unknown values", () => {
    const config = createConfig({ productName: "   ", defaultTheme: "purple", protocol: "ftp" });
    expect(config).toMatchObject({
      productName: DEFAULT_PRODUCT_NAME,
      defaultTheme: ThemeMode.DARK,
      protocol: "https",
    });
  });

  it("is, with nothing given, Meridian's hosted dashboard on Firebase in the dark theme", () => {
    expect(createConfig()).toEqual({
      productName: "Meridian Gateway",
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
      demoApiOrigin: "http://127.0.0.1:8787",
      subscriptionHome: false,
      authProvider: "firebase",
      firebaseApiKey: "",
      firebaseAuthDomain: "",
      firebaseProjectId: "",
      firebaseAuthEmulatorHost: "",
      auth0Domain: "",
      auth0ClientId: "",
      tokenSecret: "meridian-dashboard/token-cipher/v1",
    });
  });

  it("takes every value given, without its surrounding spaces", () => {
    const given = {
      productName: "Acme AI",
      companyName: "Acme",
      subdomain: "gw",
      domain: "acme.ai",
      termsUrl: "/terms",
      privacyUrl: "/privacy",
      documentationUrl: "/docs",
      communityUrl: "https://forum.acme.ai",
      salesEmail: "sales@acme.ai",
      demoApiOrigin: "http://localhost:9000",
      firebaseApiKey: "fb-key",
      firebaseAuthDomain: "acme.firebaseapp.com",
      firebaseProjectId: "acme",
      firebaseAuthEmulatorHost: "127.0.0.1:9099",
      auth0Domain: "acme.auth0.com",
      auth0ClientId: "client-1",
      tokenSecret: "secret",
    };
    const padded = Object.fromEntries(Object.entries(given).map(([key, value]) => [key, ` ${value} `]));
    expect(
      createConfig({ ...padded, defaultTheme: " system ", protocol: " http ", subscriptionHome: " true " }),
    ).toEqual({
      ...given,
      defaultTheme: ThemeMode.SYSTEM,
      protocol: "http",
      apiOrigin: "http://gw.acme.ai",
      subscriptionHome: true,
      authProvider: "firebase",
    });
  });

  it("is not the subscription home for anything but true", () => {
    for (const value of ["false", "yes", "TRUE1", ""])
      expect(createConfig({ subscriptionHome: value }).subscriptionHome).toBe(false);
  });
});
