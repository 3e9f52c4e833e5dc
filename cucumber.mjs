// Two worlds run the same scenarios: `core` (view models and rules on memory adapters) and `browser`
// (Chromium on the built app). `npm run test:acceptance` runs both.
// Scenarios tagged @local need the local profile's build against the Firebase Auth emulator: `browser-local`.
const common = {
  paths: ["tests/acceptance/features/**/*.feature"],
  import: ["tests/acceptance/support/**/*.ts", "tests/acceptance/steps/**/*.ts"],
  strict: true,
  tags: "not @local",
};

export const core = {
  ...common,
  worldParameters: { driver: "core" },
  format: ["progress", "message:test-results/acceptance-core.ndjson"],
};

export const browser = {
  ...common,
  worldParameters: { driver: "browser" },
  format: ["progress", "message:test-results/acceptance-browser.ndjson"],
};

/** Chromium on dist/local-test (PROFILE=local), the emulator started by tests/support/with-auth-emulator.ts. */
const browserLocal = {
  ...common,
  tags: "@local",
  worldParameters: { driver: "browser", build: "local-test" },
  format: ["progress", "message:test-results/acceptance-browser-local.ndjson"],
};

export { browserLocal as "browser-local" };

export default core;
