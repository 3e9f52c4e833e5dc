// Build time only (rsbuild.config.ts): where the language packs are published in a build.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const LANGUAGE_PACKS_SOURCE = fileURLToPath(new URL("./packs/", import.meta.url));

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
  return `static/locales/${hash.digest("hex").slice(0, 10)}`;
}
