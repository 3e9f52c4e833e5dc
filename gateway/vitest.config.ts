import { configDefaults, defineConfig } from "vitest/config";

/**
 * The reference gateway's integration tests: the real server on PGlite (or on the PostgreSQL server named by
 * GATEWAY_TEST_DATABASE_URL), tokens from the Auth emulator. Run them through tests/support/with-auth-emulator.ts.
 */
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  test: {
    root: ".",
    // The gateway's own tests, the local stack's (those that start no stack), the port conformance suites over
    // HTTP, and the pact provider verification.
    include: [
      "gateway/**/*.test.ts",
      "local-stack/*.test.ts",
      "tests/conformance/*.http.test.ts",
      "contracts/*.verify.test.ts",
    ],
    // What does not depend on the database runs once, on PGlite, to keep the suite's time: the client libraries'
    // suite (it proves the HTTP surface), the shared-state conformance suites (Redis only), and what opens PGlite
    // data folders whatever the engine (upgrades of folders earlier versions left, a folder's first opening).
    // Several instances starting on one database, and a TRUNCATE deadlocking with another connection, can only be
    // tried on a PostgreSQL server (PGlite belongs to one process and has one connection).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.GATEWAY_TEST_DATABASE_URL
        ? [
            "gateway/**/*-upgrade.test.ts",
            "gateway/database/open-pglite-folder.test.ts",
            "gateway/secrets/seal-plain-secrets.test.ts",
            "gateway/organization/seed/seeded-audit-history.seed.test.ts",
            "gateway/client-compatibility/**",
            "gateway/rate-limits/rate-limit-counters.test.ts",
            "gateway/budgets/budget-reservations.test.ts",
            "gateway/api-keys/api-key-changes.test.ts",
            "gateway/routing-statistics/routing-figures.test.ts",
          ]
        : ["gateway/database/startup-lock.test.ts", "gateway/verification/truncate-deadlock.test.ts"]),
    ],
    environment: "node",
    globalSetup: ["gateway/testing/global-setup.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    // Each file opens its own PGlite, heavy in memory and processor; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Files share their worker's modules: each file still opens its own database and gateway, but the gateway's
    // modules (Fastify, Drizzle, firebase-admin, PGlite's WebAssembly) load once per worker instead of once per
    // file, which took more than half of the suite's time.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
