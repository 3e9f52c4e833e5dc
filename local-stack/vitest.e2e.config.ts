import { defineConfig } from "vitest/config";

/** `npm start`'s stack started and stopped for real (slow: it builds the dashboard). Needs nothing running. */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  test: {
    root: ".",
    include: ["local-stack/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
  },
});
