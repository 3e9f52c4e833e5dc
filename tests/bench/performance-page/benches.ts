/** A bench as docs/performance.md presents it: what it measures and how to run it again. */
export interface BenchDescription {
  /** Its record's file name: test-results/performance/<name>.json. */
  readonly name: string;
  readonly title: string;
  readonly measures: string;
  readonly command: string;
  /** A step of `npm test`, or only a documented command (too slow or too long to prepare). */
  readonly inNpmTest: boolean;
}

/** Every bench that records figures for docs/performance.md, in the page's order. */
export const BENCHES = [
  {
    name: "bundle-size",
    title: "Bundle size of the sign-in page",
    measures:
      "The JavaScript and CSS that `/auth` loads before a person can act, lazily loaded chunks included, " +
      "gzip level 9, on the memory profile's production build.",
    command: "npm run build && npm run bench:size",
    inNpmTest: true,
  },
  {
    name: "usage-logs",
    title: "Usage logs over 100,000 requests",
    measures:
      "100,000 logged requests in the memory profile's in-page gateway, in Chromium: long tasks while the list " +
      "pages down through all of them and while the whole list is scrolled (the median of three passes), the " +
      "first rows after the screen is asked for (median of five), DOM nodes.",
    command: "npm run build:test && npm run bench:logs",
    inNpmTest: true,
  },
  {
    name: "playground-streaming",
    title: "Playground streaming",
    measures:
      "A 3,000-token answer at 100 tokens/s through the reference gateway from a mock upstream, in Chromium on " +
      "the local profile: long tasks during the stream, keystroke-to-paint in the prompt box while it streams.",
    command: "npm run build:test:local && npm run bench:streaming",
    inNpmTest: true,
  },
  {
    name: "gateway-load",
    title: "Gateway under load",
    measures:
      "500 completions/s for 60 s on loopback, on PGlite: errors, the rate achieved, the gateway's memory at its " +
      "peak and its growth over the last 30 s, every answered request in the log; then a graceful restart and " +
      "a kill under load.",
    command: "npm run bench:load",
    inNpmTest: true,
  },
  {
    name: "gateway-memory",
    title: "Gateway memory at rest",
    measures:
      "The gateway's resident memory (RSS) at rest after it starts on a database it has never seen, as `npm run " +
      "gateway` runs it: on PGlite in a new data folder and on a throwaway PostgreSQL server; the largest of five " +
      "samples taken after 10 s at rest.",
    command: "npm run bench:memory",
    inNpmTest: false,
  },
  {
    name: "api-document-start",
    title: "API document at a cold start",
    measures:
      "How long the gateway takes to generate its OpenAPI document while it starts, each start in a process of " +
      "its own.",
    command: "node --import tsx tests/bench/api-document-start.bench.ts",
    inNpmTest: true,
  },
  {
    name: "gateway-overhead",
    title: "Gateway overhead",
    measures:
      "The latency the reference gateway adds to `POST /chat/completions` over calling the same mock upstream " +
      "directly, on loopback, streamed and not, at 50 and 200 connections and 500 requests/s spread evenly; " +
      "the gateway's memory; beside it, Portkey's open-source gateway (`@portkey-ai/gateway`) under the same " +
      "paced load against the same mock upstream, with the ratios (printed, not judged).",
    command: "npm run bench:gateway",
    inNpmTest: false,
  },
  {
    name: "request-history",
    title: "Request history at scale",
    measures:
      "One person's request history read through the gateway's repository functions: PostgreSQL with " +
      "10,000,000 requests over 12 months (first page, a page far back, each filter, a month's totals, a 30-day " +
      "series) and PGlite with 1,000,000 (first page); p95 of 20 timed runs. The data is generated on the first " +
      "run into `.gateway-data/bench/` and reused.",
    command: "npm run bench:history",
    inNpmTest: false,
  },
  {
    name: "pii-detection",
    title: "PII detection quality",
    measures:
      "Recall and precision of each kind of the PII list on a labelled corpus generated in code (510 texts " +
      "holding a value and 510 near-misses per kind, in running text, JSON and tool-call arguments), every kind " +
      "looked for at once; the goals are recall ≥ 98 % and precision ≥ 95 %. Not timed: the machine does not " +
      "change the figures.",
    command: "npm run bench:pii",
    inNpmTest: true,
  },
  {
    name: "mutation-testing",
    title: "Mutation testing of core",
    measures:
      "Stryker (`@stryker-mutator/core` with its vitest runner) mutates every rule file of `core/` and runs core's " +
      "own tests against each mutant: the share of mutants a test detects, for core as a whole (goal ≥ 80 %) and " +
      "for the rules of money, permissions and roles, PII, routing and error mapping (goal ≥ 90 % each, their files " +
      "listed in `tests/mutation/rule-groups.ts`). Mutants marked equivalent in the source, each with its reason, " +
      "count on neither side. Incremental: the committed baseline lets a change test only the mutants it touched; " +
      "`-- --force` tests them all, the run the 60-minute budget judges.",
    command: "npm run test:mutation",
    inNpmTest: false,
  },
  {
    name: "lighthouse",
    title: "Lighthouse",
    measures:
      "Lighthouse in Debian Chromium on the production build served over HTTPS and HTTP/2: `/auth` as a visitor, " +
      "`/playground` and `/usage` signed in, mobile and desktop, the median of five runs of each category. " +
      "Before them, what `/playground` and `/usage` download before their heading paints, signed in, as a first " +
      "visit: the encoded bodies of every response finished by the frame in which the page's heading shows with " +
      "the loading overlay stepping aside (median of three). The budget of `/playground`, 264.8 KB, is two thirds " +
      "of the 397.2 KB it downloaded before the first download was cut (issue 30, build of commit b5cbc23).",
    command: "npm run bench:lighthouse",
    inNpmTest: false,
  },
] as const satisfies readonly BenchDescription[];

export type BenchName = (typeof BENCHES)[number]["name"];

export function benchNamed(name: BenchName): BenchDescription {
  const bench = BENCHES.find((candidate) => candidate.name === name);
  if (!bench) throw new Error(`no bench named ${name}`);
  return bench;
}
