import { afterEach } from "vitest";

// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); clean up what they rendered.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
});
