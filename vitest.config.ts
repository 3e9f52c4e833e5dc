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
  },
});
