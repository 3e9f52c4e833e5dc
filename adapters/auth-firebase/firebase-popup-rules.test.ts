import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  POPUP_CLOSED_REJECT_AFTER_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  REDIRECT_EVENT_MEMORY_MS,
} from "../../core/auth/popup-rules.ts";

/**
 * The Firebase adapter leaves popups to the SDK, which applies SPEC §9's rules itself. The browser build is
 * minified only by our bundler, so its source still names them: this fails if an SDK upgrade changes them.
 */
function browserSdkSource(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve("@firebase/auth/package.json");
  const esm = join(dirname(packageJson), "dist", "esm");
  const entry = readFileSync(join(esm, "index.js"), "utf8");
  const chunk = /from '\.\/(index-[0-9a-f]+\.js)'/.exec(entry)?.[1];
  if (!chunk) throw new Error("The Firebase Auth browser build changed shape");
  return readFileSync(join(esm, chunk), "utf8");
}

describe("the Firebase SDK's popup handling", () => {
  const source = browserSdkSource();

  it(`opens a ${POPUP_WIDTH} × ${POPUP_HEIGHT} window`, () => {
    expect(source).toContain(`const DEFAULT_WIDTH = ${POPUP_WIDTH};`);
    expect(source).toContain(`const DEFAULT_HEIGHT = ${POPUP_HEIGHT};`);
  });

  it("reports a popup closed by the person 8 s after it closed", () => {
    expect(POPUP_CLOSED_REJECT_AFTER_MS).toBe(8000);
    expect(source).toMatch(/"popup-closed-by-user"[^;]*\)\);\s*\}, 8000 \/\* _Timeout\.AUTH_EVENT \*\/\);/);
  });

  it("forgets handled redirect events after 10 minutes", () => {
    expect(REDIRECT_EVENT_MEMORY_MS).toBe(10 * 60 * 1000);
    expect(source).toContain("const EVENT_DUPLICATION_CACHE_DURATION_MS = 10 * 60 * 1000;");
  });
});
