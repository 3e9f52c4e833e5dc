// Three worlds run the scenarios: `core` (view models and rules on memory adapters), `browser` (Chromium on
// the memory build) and `browser-local` (Chromium on the local build, against the reference gateway and the
// Firebase Auth emulator). `npm run test:acceptance` runs the first two.
// Most scenarios run in `core` (the memory adapters) and `browser-local` (the real screens over HTTP), which between
// them hold every part they touch. `browser` runs only what it alone can fail: the @memory-only and
// @real-browser-only scenarios (the axe suite, service worker and offline, mirrored layout, Content Security
// Policy), and the @memory-build ones, one per area, which prove the memory build's own wiring (its in-browser
// gateway of that area, loaded lazily, and its identity provider). docs/testing/scenario-worlds.md lists which world
// runs which scenario, and a unit test fails when one runs in no world.
// @local scenarios need a real identity provider (its popup page, its emailed codes): `browser-local` only.
// @memory-only scenarios need what only the memory adapters can do (each says why): not on `browser-local`.
// @real-browser-only scenarios check what only a browser engine has (service worker, rendered accessibility tree,
// colour contrast): `browser` only, not `core` (no browser) nor `browser-local` (the same pages on another backend).
// @http-only scenarios need the HTTP wire between the dashboard and the reference gateway (faults injected on it,
// hostile text stored by the gateway and read back): `browser-local` only.
const common = {
  paths: ["tests/acceptance/features/**/*.feature"],
  import: ["tests/acceptance/support/**/*.ts", "tests/acceptance/steps/**/*.ts"],
  strict: true,
  tags: "not @local and not @http-only",
};

export const core = {
  ...common,
  tags: "not @local and not @real-browser-only and not @http-only",
  worldParameters: { driver: "core" },
  format: ["progress", "message:test-results/acceptance-core.ndjson"],
};

export const browser = {
  ...common,
  tags: "(@memory-only or @real-browser-only or @memory-build) and not @local and not @http-only",
  worldParameters: { driver: "browser" },
  format: ["progress", "message:test-results/acceptance-browser.ndjson"],
};

/**
 * Chromium on dist/local-test (PROFILE=local) against a reference gateway the world starts on 127.0.0.1:8788 and
 * the Auth emulator started by tests/support/with-auth-emulator.ts.
 */
const browserLocal = {
  ...common,
  tags: "not @memory-only and not @real-browser-only",
  worldParameters: { driver: "browser", build: "local-test" },
  format: ["progress", "message:test-results/acceptance-browser-local.ndjson"],
};

export { browserLocal as "browser-local" };

export default core;
