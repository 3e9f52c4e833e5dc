// Two worlds run the same scenarios: `core` (view models and rules on memory adapters) and `browser`
// (Chromium on the built app). `npm run test:acceptance` runs both.
const common = {
  paths: ["tests/acceptance/features/**/*.feature"],
  import: ["tests/acceptance/support/**/*.ts", "tests/acceptance/steps/**/*.ts"],
  strict: true,
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

export default core;
