import { defineConfig } from "vitest/config";

/** Tests against the Firebase Auth emulator; run them through tests/support/with-auth-emulator.ts. */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  test: {
    include: ["tests/identity/**/*.emulator.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    restoreMocks: true,
    // One emulator, shared: files must not wipe its accounts under each other.
    fileParallelism: false,
  },
});
