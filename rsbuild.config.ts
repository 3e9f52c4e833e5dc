import { fileURLToPath } from "node:url";
import { defineConfig } from "@rsbuild/core";
import { pluginReact } from "@rsbuild/plugin-react";
import postcssRtlcss from "postcss-rtlcss";
import { Mode } from "postcss-rtlcss/options";
import { createConfig } from "./core/config/create-config.ts";
import { parseProfile } from "./core/config/profile.ts";
import { postcssUnusedBlueprintCss } from "./ui/blueprint/unused-blueprint-css.ts";
import { LANGUAGE_PACKS_SOURCE, languagePacksFolder } from "./ui/i18n/language-packs-folder.ts";
import { pluginSecurityHeaders } from "./ui/security/security-headers-plugin.ts";
import { pluginWorkbox } from "./ui/service-worker/workbox-plugin.ts";

const profile = parseProfile(process.env.PROFILE);
// Acceptance builds expose the Notifier to the browser world; ordinary builds compile the hook away.
const testHooks = process.env.TEST_HOOKS === "true";
const languagePacks = languagePacksFolder();

/** Config values the dashboard reads at start-up (SPEC §3); unset ones fall back to core's defaults. */
const publicConfig = {
  productName: process.env.PUBLIC_PRODUCT_NAME,
  companyName: process.env.PUBLIC_COMPANY_NAME,
  defaultTheme: process.env.PUBLIC_DEFAULT_THEME,
  protocol: process.env.PUBLIC_PROTOCOL,
  subdomain: process.env.PUBLIC_SUBDOMAIN,
  domain: process.env.PUBLIC_DOMAIN,
  termsUrl: process.env.PUBLIC_TERMS_URL,
  privacyUrl: process.env.PUBLIC_PRIVACY_URL,
  documentationUrl: process.env.PUBLIC_DOCUMENTATION_URL,
  communityUrl: process.env.PUBLIC_COMMUNITY_URL,
  salesEmail: process.env.PUBLIC_SALES_EMAIL,
  subscriptionHome: process.env.PUBLIC_SUBSCRIPTION_HOME,
  apiOrigin: process.env.PUBLIC_API_ORIGIN,
  demoApiOrigin: process.env.PUBLIC_DEMO_API_ORIGIN,
  authProvider: process.env.PUBLIC_AUTH_PROVIDER,
  firebaseApiKey: process.env.PUBLIC_FIREBASE_API_KEY,
  firebaseAuthDomain: process.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
  firebaseProjectId: process.env.PUBLIC_FIREBASE_PROJECT_ID,
  firebaseAuthEmulatorHost: process.env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  auth0Domain: process.env.PUBLIC_AUTH0_DOMAIN,
  auth0ClientId: process.env.PUBLIC_AUTH0_CLIENT_ID,
  tokenSecret: process.env.PUBLIC_TOKEN_SECRET,
};

export default defineConfig({
  // Security headers (Content Security Policy, Trusted Types) per profile: written to dist, served by preview.
  plugins: [
    pluginReact(),
    pluginWorkbox(),
    pluginSecurityHeaders({ profile, config: createConfig(publicConfig) }),
  ],
  source: {
    entry: { index: "./ui/main.tsx" },
    decorators: { version: "legacy" },
    // The documentation's Markdown (docs/), imported as text with `?raw`: rsbuild reads that query only for assets.
    assetsInclude: /\.md$/,
    define: {
      __PROFILE__: JSON.stringify(profile),
      __RAW_CONFIG__: JSON.stringify(publicConfig),
      __TEST_HOOKS__: JSON.stringify(testHooks),
      __LANGUAGE_PACKS__: JSON.stringify(`/${languagePacks}`),
    },
  },
  resolve: {
    // RxJS's ES2015 build instead of its ES5 one, which carries class and iteration helpers every browser the
    // dashboard supports has natively.
    alias: { rxjs$: fileURLToPath(import.meta.resolve("rxjs").replace("/cjs/", "/esm/")) },
  },
  html: {
    template: "./ui/index.html",
    title: publicConfig.productName ?? "Meridian Gateway",
  },
  output: {
    distPath: { root: `dist/${profile}${testHooks ? "-test" : ""}` },
    cleanDistPath: true,
    copy: [{ from: LANGUAGE_PACKS_SOURCE, to: languagePacks }],
  },
  tools: {
    swc: { jsc: { transform: { decoratorMetadata: false } } },
    // Blueprint's icon name tables, computed without change-case's regular expressions (ui/blueprint/icon-names.ts),
    // and its icon loader, which holds them, downloaded only when first used (ui/blueprint/lazy-icon-loader.ts).
    rspack: (_config, { appendPlugins, rspack }) => {
      const standIns: Record<string, string> = {
        "./iconNames": fileURLToPath(new URL("./ui/blueprint/icon-names.ts", import.meta.url)),
        "./iconLoader": fileURLToPath(new URL("./ui/blueprint/lazy-icon-loader.ts", import.meta.url)),
      };
      appendPlugins(
        new rspack.NormalModuleReplacementPlugin(/^\.\/icon(Names|Loader)$/, (resolveData) => {
          const standIn = standIns[resolveData.request];
          if (standIn && /@blueprintjs[\\/]icons[\\/]/.test(resolveData.context ?? ""))
            resolveData.request = standIn;
        }),
      );
    },
    // Blueprint's stylesheet without what the dashboard cannot use (ui/blueprint/unused-blueprint-css.ts). Then,
    // for right-to-left languages (Arabic, Hebrew, Persian, Urdu), every stylesheet, Blueprint's included, gets
    // [dir="rtl"] overrides of its left/right rules, so the layout mirrors when the language sets dir="rtl".
    postcss: (_config, { addPlugins }) => {
      addPlugins([postcssUnusedBlueprintCss(), postcssRtlcss({ mode: Mode.override })]);
    },
  },
  server: { port: Number(process.env.PORT ?? 3000), host: "127.0.0.1", historyApiFallback: true },
  performance: {
    chunkSplit: {
      strategy: "split-by-experience",
      override: { minSize: 150_000 },
      forceSplitting: {
        "lib-validation": /node_modules[\\/](class-validator|class-transformer|validator)[\\/]/,
      },
    },
  },
});
