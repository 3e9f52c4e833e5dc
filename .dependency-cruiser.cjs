/** The dependency rules of DESIGN.md, checked in CI. */
const LIBS_CORE_MAY_USE = "^(rxjs|class-validator|class-transformer|fflate)(/|$)";

module.exports = {
  forbidden: [
    {
      name: "core-imports-only-core",
      comment:
        "core is framework-free: only core and small pure libraries (rxjs, class-validator, class-transformer, fflate for zip bundles).",
      severity: "error",
      from: { path: "^core/", pathNot: "\\.test\\.ts$" },
      to: {
        pathNot: ["^core/", `node_modules/${LIBS_CORE_MAY_USE.slice(1)}`],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "core-types-only-core",
      comment: "even type imports in core stay inside core and its pure libraries.",
      severity: "error",
      from: { path: "^core/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(demo|adapters|ui|features|contracts|tests|gateway)/" },
    },
    {
      name: "core-tests-use-only-memory-adapters",
      comment:
        "core's unit tests may use the in-memory adapters as hand-written fakes, and nothing else outside core (not the demo: they build their data).",
      severity: "error",
      from: { path: "^core/.+\\.test\\.ts$" },
      to: {
        path: "^(demo|adapters|ui|features|contracts|tests|gateway)/",
        pathNot: "^adapters/[^/]+-memory/",
      },
    },
    {
      name: "demo-imports-only-core",
      comment:
        "the demo is plain data and small seed helpers over core's types; the seeds that use it import it.",
      severity: "error",
      from: { path: "^demo/" },
      to: { pathNot: ["^(core|demo)/", `node_modules/${LIBS_CORE_MAY_USE.slice(1)}`] },
    },
    {
      name: "screens-read-the-demo-only-in-tests",
      comment: "the shell and the features never depend on the demo's data; their tests may.",
      severity: "error",
      from: { path: "^(ui|features)/", pathNot: ["\\.test(-helper)?\\.tsx?$", "^ui/testing/"] },
      to: { path: "^demo/" },
    },
    {
      name: "mothers-only-in-tests",
      comment: "test data builders (*.mother.ts) serve tests: production code never imports them.",
      severity: "error",
      from: {
        pathNot: ["\\.test\\.tsx?$", "\\.test-helper\\.tsx?$", "\\.mother\\.ts$", "^tests/", "^contracts/"],
      },
      to: { path: "\\.mother\\.ts$" },
    },
    {
      name: "adapters-import-core-not-ui",
      comment: "adapters implement core's ports; they never reach into the shell, features or tests.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(ui|features|contracts|tests|gateway)/" },
    },
    {
      name: "features-never-import-adapters",
      comment: "features talk to ports through the container, never to an adapter or its technology.",
      severity: "error",
      from: { path: "^features/", pathNot: "\\.test(-helper)?\\.tsx?$" },
      to: {
        path: ["^adapters/", "^gateway/", "node_modules/(axios|firebase|@firebase|@auth0|dompurify)(/|$)"],
      },
    },
    {
      name: "feature-tests-use-only-memory-adapters",
      comment:
        "a feature's tests may use the in-memory adapters as fakes, as core's do, and nothing else of adapters.",
      severity: "error",
      from: { path: "^features/.+\\.test(-helper)?\\.tsx?$" },
      to: {
        path: ["^adapters/", "^gateway/", "node_modules/(axios|firebase|@firebase|@auth0|dompurify)(/|$)"],
        pathNot: "^adapters/[^/]+-memory/",
      },
    },
    {
      name: "features-stay-in-their-area",
      comment: "one feature does not import another (bulletproof-react); share through core or ui.",
      severity: "error",
      from: { path: "^features/([^/]+)/" },
      to: { path: "^features/", pathNot: ["^features/$1/"] },
    },
    {
      name: "only-the-composition-root-imports-adapters",
      comment: "in ui/ only the entry point and composition root choose adapters.",
      severity: "error",
      from: {
        path: "^ui/",
        // The test harness in ui/testing is the composition root of component tests.
        pathNot: ["^ui/main\\.tsx$", "^ui/composition-root\\.ts$", "^ui/testing/", "\\.test\\.tsx?$"],
      },
      to: { path: ["^adapters/", "node_modules/(axios|firebase|@firebase|@auth0|dompurify)(/|$)"] },
    },
    {
      name: "ui-never-imports-features",
      comment: "the shell loads feature screens lazily through the router's screen table only.",
      severity: "error",
      from: { path: "^ui/", pathNot: ["^ui/router/screens\\.ts$"] },
      to: { path: "^features/" },
    },
    {
      name: "gateway-imports-only-core",
      severity: "error",
      from: { path: "^gateway/" },
      to: { path: "^(ui|features|adapters)/" },
    },
    {
      name: "local-stack-composes-the-gateway",
      comment:
        "`npm start` starts the reference gateway, the Auth emulator and the dashboard's build: it uses the gateway, adapters, core and the test support that runs the emulator, never the screens nor other tests.",
      severity: "error",
      from: { path: "^local-stack/" },
      to: { path: ["^(ui|features|contracts)/", "^tests/(?!support/)"] },
    },
    {
      name: "only-tests-use-the-local-stack",
      comment: "the local stack is an entry point: only its own files and the tests that drive it import it.",
      severity: "error",
      from: { pathNot: ["^local-stack/", "^tests/"] },
      to: { path: "^local-stack/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|test-results|node_modules/\\.cache)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
