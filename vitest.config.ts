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
    // Those need the Firebase Auth emulator: vitest.emulator.config.ts runs them.
    exclude: [...configDefaults.exclude, "**/*.emulator.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    restoreMocks: true,
  },
});
