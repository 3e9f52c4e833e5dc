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
    expect(config.subscriptionHome).toBe(false);
  });

  it("takes the values it is given", () => {
    const config = createConfig({
      productName: "Acme AI",
      defaultTheme: "light",
      protocol: "http",
      subscriptionHome: "true",
    });
    expect(config).toMatchObject({
      productName: "Acme AI",
      defaultTheme: ThemeMode.LIGHT,
      protocol: "http",
      subscriptionHome: true,
    });
  });

  it("falls back to defaults for blank or unknown values", () => {
    const config = createConfig({ productName: "   ", defaultTheme: "purple", protocol: "ftp" });
    expect(config).toMatchObject({
      productName: DEFAULT_PRODUCT_NAME,
      defaultTheme: ThemeMode.DARK,
      protocol: "https",
    });
  });
});
