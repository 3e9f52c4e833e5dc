// Build time only (rsbuild.config.ts): where the language packs are published in a build.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const LANGUAGE_PACKS_SOURCE = fileURLToPath(new URL("./packs/", import.meta.url));

/** Where in a build the packs' hashed folders sit: `<root>/<hash>/<tag>.json` and `<root>/<hash>/screens/<tag>.json`. */
export const LANGUAGE_PACKS_ROOT = "static/locales";

/** A URL or path to a pack file in a build, with the language's tag as its first group. */
export const LANGUAGE_PACK_FILE = new RegExp(
  `(?:^|/)${LANGUAGE_PACKS_ROOT}/[0-9a-f]+/(?:screens/)?([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\\.json$`,
);

/**
 * The packs are served as plain JSON files, not bundled: bundling 140 of them put a map of their chunk names into
 * the first download. Their folder is named after a hash of their content, so a changed pack has a new address
 * and caches (the browser's, the service worker's) never serve a stale one.
 */
export function languagePacksFolder(): string {
  const hash = createHash("sha256");
  const files = readdirSync(LANGUAGE_PACKS_SOURCE, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(LANGUAGE_PACKS_SOURCE, file)));
  return `${LANGUAGE_PACKS_ROOT}/${hash.digest("hex").slice(0, 10)}`;
}
