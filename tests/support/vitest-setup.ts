import { afterEach, beforeAll } from "vitest";

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`).
beforeAll(async () => {
  if (typeof document === "undefined") return;
  const { configure } = await import("@testing-library/react");
  // The first render of a lazily loaded screen pays for transforming its module; two cores are slow at that.
  configure({ asyncUtilTimeout: 5000 });
});

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
