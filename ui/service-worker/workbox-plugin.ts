import type { RsbuildPlugin } from "@rsbuild/core";
import { generateSW } from "workbox-build";
import { LANGUAGE_PACK_FILE, LANGUAGE_PACKS_ROOT } from "../i18n/language-packs-folder.ts";

/**
 * The language packs are JSON files under static/locales/<hash>/ (ui/i18n/language-packs-folder.ts): about 70
 * languages make ~140 of them, and precaching them all would make every visitor download every language. Only the
 * source language's screens pack joins the precache (its shell texts are in the bundle); the others are cached when
 * first used.
 */
const SOURCE_LANGUAGE_SCREENS_PACK = `${LANGUAGE_PACKS_ROOT}/*/screens/en-US.json`;

/**
 * Writes `<distDir>/sw.js`: precaches the shell, serves index.html for every navigation (so a reload with the
 * network gone still shows the dashboard) and caches the other languages' packs the first time they load. The new
 * worker waits until the person accepts the update (SPEC §2): no skipWaiting, no clientsClaim.
 */
export async function writeServiceWorker(distDir: string): Promise<{ precached: number }> {
  const { count, warnings } = await generateSW({
    globDirectory: distDir,
    globPatterns: ["index.html", "**/*.{js,css}", SOURCE_LANGUAGE_SCREENS_PACK],
    // Blueprint's icon-path chunks serve icons named by string, which the dashboard never uses (it imports icons
    // as components): a large download no page needs.
    globIgnores: ["sw.js", "**/*.map", "**/*.LICENSE.txt", "**/blueprint-icons-*.js"],
    // The bundles are large in the memory profile (its in-browser gateway); the shell needs them all.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // rsbuild names every asset by its content hash: no need for Workbox's revision query.
    dontCacheBustURLsMatching: new RegExp(`\\.[0-9a-f]{8,}\\.(js|css)$|${LANGUAGE_PACK_FILE.source}`),
    swDest: `${distDir}/sw.js`,
    // Nothing may come from the internet: the Workbox runtime goes into sw.js itself, not a CDN import.
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    navigateFallback: "/index.html",
    // Firebase's reserved paths (its auth handler) and the API are never the dashboard's pages.
    navigateFallbackDenylist: [/^\/__\//, /^\/v1\//],
    runtimeCaching: [
      {
        urlPattern: LANGUAGE_PACK_FILE,
        // In a folder named by their content's hash: a cached pack is never stale, a new build names a new folder.
        handler: "CacheFirst",
        options: { cacheName: "language-packs", expiration: { maxEntries: 40 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`[service worker] ${warning}`);
  return { precached: count };
}

/** Adds /sw.js to every production build (`rsbuild build`); `rsbuild dev` never has a service worker. */
export function pluginWorkbox(): RsbuildPlugin {
  return {
    name: "dashboard:workbox",
    setup(api) {
      api.onAfterBuild(async () => {
        const { precached } = await writeServiceWorker(api.context.distPath);
        console.info(`[service worker] sw.js precaches ${precached} files`);
      });
    },
  };
}
