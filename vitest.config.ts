import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  test: {
    include: [
      "core/**/*.test.ts",
      "adapters/**/*.test.{ts,tsx}",
      "ui/**/*.test.{ts,tsx}",
      "features/**/*.test.{ts,tsx}",
      "tests/**/*.test.ts",
    ],
    // Those need the Firebase Auth emulator (and the reference gateway): vitest.emulator.config.ts and
    // gateway/vitest.config.ts run them.
    exclude: [...configDefaults.exclude, "**/*.emulator.test.ts", "**/*.http.test.ts", "**/*.verify.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    restoreMocks: true,
    // Screen tests render the whole app and wait for it as a person would; on a loaded machine one can take longer
    // than vitest's default 5 s without anything being wrong. A hang still fails; slowness is the benches' to judge.
    testTimeout: 20_000,
    // Test files share their worker's modules instead of evaluating React, Blueprint and the app afresh for each
    // file: the suite ran in under a third of its time. State a file leaves behind is reset in vitest-setup.ts, and
    // the suite passes in shuffled orders (vitest --sequence.shuffle --sequence.seed=N).
    isolate: false,
  },
});
