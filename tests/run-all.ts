// `npm test`: every check and test of the project, in order, each reported; the run fails if any fails.
// Runs on plain Node 24 type stripping, so it imports nothing from the project.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { countScenarios } from "./support/count-scenarios.ts";
import {
  overBudgetWarning,
  type StepTime,
  type StepTimesReport,
  writeStepTimes,
} from "./support/step-times.ts";

interface Step {
  readonly name: string;
  readonly command: string;
  /** Counts of individual tests the step ran, for the closing line. */
  readonly count?: () => { passed: number; failed: number };
}

/** Steps that run side by side: each is idle much of its time or single-threaded, and none is a timing bench. */
interface Together {
  readonly together: readonly (Step | InTurn)[];
}

/** Steps of a side-by-side group that run one after another, as a lane beside the group's other steps. */
interface InTurn {
  readonly inTurn: readonly Step[];
}

const STEP_TIMES = "test-results/step-times.json";

const major = Number(process.versions.node.split(".")[0]);
console.info(`Node ${process.version} (${process.execPath})`);
if (major < 22) {
  console.error(
    "npm test needs Node 22 or later: run it through npm so the project's `node` devDependency is used.",
  );
  process.exit(1);
}
mkdirSync("test-results", { recursive: true });

const tsx = 'NODE_OPTIONS="--import tsx"';
const withEmulator = "node --import tsx tests/support/with-auth-emulator.ts --";
const vitestJson = (name: string) =>
  `--reporter=default --reporter=json --outputFile.json=test-results/${name}.json`;
const steps: (Step | Together)[] = [
  { name: "Chromium for the browser tests", command: "bash tests/support/ensure-chromium.sh" },
  { name: "PostgreSQL for the gateway's tests", command: "bash tests/support/ensure-postgresql.sh" },
  { name: "Redis for the gateway's shared-state tests", command: "bash tests/support/ensure-redis.sh" },
  { name: "haproxy for the scale-out suite", command: "bash tests/support/ensure-haproxy.sh" },
  {
    name: "openssl for the local HTTPS certificate",
    command:
      "bash tests/support/ensure-debian-package.sh openssl /usr/bin/openssl 'the local HTTPS certificate' version",
  },
  {
    together: [
      { name: "typecheck", command: "npm run --silent typecheck" },
      { name: "lint and format", command: "npm run --silent lint" },
      { name: "layer rules", command: "npm run --silent layers" },
    ],
  },
  {
    // The unit tests run on one worker (vitest's default here: one fewer than the cores; two were slower, each
    // loading the shared modules) and left the second core idle: the contracts, the core world, the build, the
    // identity tests and npm start's end-to-end tests take it.
    together: [
      {
        name: "unit and component tests",
        command: `npx vitest run ${vitestJson("vitest")}`,
        count: () => vitestCounts("test-results/vitest.json"),
      },
      {
        inTurn: [
          {
            name: "contract tests (Pact consumer)",
            command: `PACT_DO_NOT_TRACK=true npx vitest run --config contracts/vitest.config.ts ${vitestJson("contracts")}`,
            count: () => vitestCounts("test-results/contracts.json"),
          },
          {
            name: "every endpoint of SPEC §7 has an interaction",
            command: "node_modules/.bin/node contracts/check-endpoint-coverage.ts",
          },
          {
            name: "the committed pact matches the contract tests",
            // A pact file the tests regenerated differently, or one never committed, means the contract changed unseen.
            command:
              'test -z "$(git status --porcelain -- contracts/pacts)" || { git status --porcelain -- contracts/pacts; echo "commit the regenerated pact"; exit 1; }',
          },
          {
            name: "acceptance, core world",
            command: `${tsx} npx cucumber-js --profile core`,
            count: () => countScenarios("test-results/acceptance-core.ndjson"),
          },
          { name: "build with test hooks", command: "npm run --silent build:test" },
          {
            name: "identity against the Firebase Auth emulator",
            command: `${withEmulator} npx vitest run --config vitest.emulator.config.ts ${vitestJson("vitest-emulator")}`,
            count: () => vitestCounts("test-results/vitest-emulator.json"),
          },
          {
            // Slow: it builds the dashboard three times. Starts its own Auth emulator unless one already answers;
            // nothing else in this group uses the stack's ports.
            name: "npm start: the local stack starts, serves, keeps its data and stops cleanly; an API key's requests reach the usage logs",
            command: `npx vitest run --config local-stack/vitest.e2e.config.ts ${vitestJson("local-stack")}`,
            count: () => vitestCounts("test-results/local-stack.json"),
          },
        ],
      },
    ],
  },
  {
    // Its integration tests, the pact provider verification and the HTTP conformance suites, all in one config.
    name: "reference gateway on PGlite (integration, pact verification, HTTP conformance)",
    command: `PACT_DO_NOT_TRACK=true ${withEmulator} npx vitest run --config gateway/vitest.config.ts ${vitestJson("gateway-pglite")}`,
    count: () => vitestCounts("test-results/gateway-pglite.json"),
  },
  {
    name: "reference gateway on a PostgreSQL server (the same suite)",
    command: `PACT_DO_NOT_TRACK=true node --import tsx tests/support/with-postgres.ts -- ${withEmulator} npx vitest run --config gateway/vitest.config.ts ${vitestJson("gateway-postgres")}`,
    count: () => vitestCounts("test-results/gateway-postgres.json"),
  },
  { name: "build of the local profile with test hooks", command: "npm run --silent build:test:local" },
  {
    // Side by side: each world runs one scenario at a time and left much of the second core idle (the local stack's
    // waits on its gateway and emulator); they share no port, build folder or account. Side by side they end
    // sooner than in a row (each step's time: test-results/step-times.json). The local world is the longer: once
    // the memory world ends, what needs neither the stack's ports nor a quiet machine runs in its lane.
    together: [
      {
        inTurn: [
          {
            name: "acceptance, browser world on the memory build (what only it can fail)",
            command: `${tsx} npx cucumber-js --profile browser`,
            count: () => countScenarios("test-results/acceptance-browser.ndjson"),
          },
          { name: "production build", command: "npm run --silent build" },
          // Sizes in bytes, not times: other work beside it changes nothing it judges.
          { name: "bundle size budget", command: "node --import tsx tests/bench/bundle-size.bench.ts" },
          { name: "auth screenshots", command: "node --import tsx tests/browser/auth-screenshots.ts" },
          { name: "screen screenshots", command: "node --import tsx tests/browser/screen-screenshots.ts" },
          {
            // Loopback ports of its own, away from the stack's. The short form: the full one (more load, the
            // per-second limit, a kill, sizing figures) is npm run test:scale-out.
            name: "scale-out: three instances behind haproxy on PostgreSQL and Redis behave as one (short form)",
            command: "node --import tsx tests/scale-out/scale-out.ts --small",
          },
        ],
      },
      {
        name: "acceptance, browser world on the local profile (reference gateway, Auth emulator)",
        command: `node --import tsx tests/support/with-auth-emulator.ts -- '${tsx} npx cucumber-js --profile browser-local'`,
        count: () => countScenarios("test-results/acceptance-browser-local.ndjson"),
      },
    ],
  },
  {
    // On dist/memory-test (built above), its gateway in the page.
    name: "usage logs budget: 100,000 requests paged and scrolled through (long tasks, first rows, DOM nodes)",
    command: "node --import tsx tests/bench/usage-logs-100k.bench.ts",
  },
  {
    name: "playground budget: streaming 3,000 tokens at 100/s (long tasks, keystroke-to-paint)",
    command: "node --import tsx tests/bench/playground-streaming.bench.ts",
  },
  {
    name: "gateway under load: 500 requests/s for 60 s, memory bounded, every answer logged, restarts lose no row",
    command: "node --import tsx tests/bench/gateway-load.bench.ts",
  },
  {
    name: "gateway start budget: its API document generated within 100 ms (median of cold starts)",
    command: "node --import tsx tests/bench/api-document-start.bench.ts",
  },
  {
    name: "PII detection budget: recall ≥ 0.98 and precision ≥ 0.95 per kind on the labelled corpus",
    command: "node --import tsx tests/bench/pii-detection.bench.ts",
  },
];

/** How much of a failed step's output the summary repeats, so a log's tail says why it failed. */
const FAILURE_TAIL_LINES = 20;

/**
 * Runs a step's command; its output goes to the terminal as it comes, or is kept and returned whole when
 * `keepOutput`. The last lines are kept either way, for the summary of a failed step.
 */
function run(command: string, keepOutput = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    const chunks: Buffer[] = [];
    let tail = "";
    const take = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      if (keepOutput) chunks.push(chunk);
      else {
        stream.write(chunk);
        tail = lastLines(tail + chunk.toString(), FAILURE_TAIL_LINES);
      }
    };
    child.stdout.on("data", (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on("data", (chunk: Buffer) => take(chunk, process.stderr));
    child.on("close", (code) =>
      resolve({ code: code ?? 1, output: keepOutput ? Buffer.concat(chunks).toString() : tail }),
    );
  });
}

function lastLines(text: string, count: number): string {
  return text
    .split("\n")
    .slice(-count - 1)
    .join("\n");
}

const runStarted = performance.now();
const startedAt = new Date().toISOString();
const results: StepTime[] = [];
let passed = 0;
let failed = 0;
const failureTails = new Map<string, string>();

async function runStep(step: Step, keepOutput: boolean): Promise<void> {
  const started = performance.now();
  const { code, output } = await run(step.command, keepOutput);
  const ok = code === 0;
  const seconds = (performance.now() - started) / 1000;
  if (keepOutput) console.info(`\n▶ ${step.name} (ran alongside), its output:\n${output.trimEnd()}`);
  results.push({ name: step.name, ok, seconds });
  if (!ok) failureTails.set(step.name, lastLines(output.trimEnd(), FAILURE_TAIL_LINES));
  const counted = step.count && countSafely(step.count);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
  }
  // A check without its own count (typecheck, lint, budget…) counts as one test.
  if (!counted) ok ? passed++ : failed++;
  else if (!ok && counted.failed === 0) failed++;
}

function report(complete: boolean): StepTimesReport {
  return { startedAt, totalSeconds: (performance.now() - runStarted) / 1000, complete, steps: results };
}

for (const entry of steps) {
  const lanes = ("together" in entry ? entry.together : [entry]).map((member) =>
    "inTurn" in member ? member.inTurn : [member],
  );
  for (const step of lanes.flat()) console.info(`\n▶ ${step.name}: ${step.command}`);
  // The first lane streams its output; the others' output is printed whole as each of their steps ends.
  await Promise.all(
    lanes.map(async (lane, index) => {
      for (const step of lane) await runStep(step, index > 0);
    }),
  );
  writeStepTimes(STEP_TIMES, report(false));
}

function vitestCounts(path: string): { passed: number; failed: number } {
  const report = JSON.parse(readFileSync(path, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function countSafely(count: () => { passed: number; failed: number }) {
  try {
    return count();
  } catch {
    return null;
  }
}

const finalReport = report(true);
writeStepTimes(STEP_TIMES, finalReport);
console.info("\nSummary");
for (const { name, ok, seconds } of results)
  console.info(`  ${ok ? "✔" : "✘"} ${name} (${seconds.toFixed(1)} s)`);
console.info(`  total: ${finalReport.totalSeconds.toFixed(1)} s (written to ${STEP_TIMES})`);
const warning = overBudgetWarning(finalReport);
if (warning) console.warn(`\n⚠ ${warning}`);
for (const [name, tail] of failureTails) console.info(`\n✘ ${name}, the end of its output:\n${tail}`);
console.info(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
