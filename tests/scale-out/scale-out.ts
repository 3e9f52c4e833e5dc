// The scale-out suite (issue 28): PostgreSQL, Redis, three gateway instances and haproxy on loopback ports of its
// own, and checks that the three behave as one gateway. Each check prints its figures.
//
//   npm run test:scale-out                                   the full form (~3 minutes)
//   node --import tsx tests/scale-out/scale-out.ts --small   the short form npm test runs
//
// Needs Debian's postgresql, redis-server and haproxy (tests/support/ensure-*.sh) and the Firebase Auth emulator
// (reused when it answers on 127.0.0.1:9099, else started and stopped here): the keys' owner signs in through it
// and makes and revokes keys through the gateway's API. Exits non-zero when a check fails; figures also go to
// test-results/scale-out.json (docs/deployment.md's sizing table is made from the full form's).
import { mkdirSync, writeFileSync } from "node:fs";
import { ensureAuthEmulator } from "../support/auth-emulator-process.ts";
import { budgetOvershoot } from "./checks/budget-overshoot.check.ts";
import { clientRequestsPerSecond, LIMIT_PER_SECOND } from "./checks/client-requests-per-second.check.ts";
import { crash } from "./checks/crash.check.ts";
import { gracefulStop } from "./checks/graceful-stop.check.ts";
import { keyRequestsPerMinute } from "./checks/key-requests-per-minute.check.ts";
import { redisOutage } from "./checks/redis-outage.check.ts";
import { revocation } from "./checks/revocation.check.ts";
import { sizing } from "./checks/sizing.check.ts";
import { startCluster } from "./cluster.ts";
import { KeyOwner } from "./key-owner.ts";
import { RequestLog } from "./request-log.ts";
import type { CheckContext, CheckOutcome, ScaleOutCheck } from "./scale-out-check.ts";

const INSTANCES = 3;
const REPORT = "test-results/scale-out.json";
const small = process.argv.includes("--small");
/** Checks by name, to run a few while working on them: --only=revocation,budget */
const only = process.argv
  .find((argument) => argument.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");

/** The default per-credential limit, restored after the check of a small one. */
const DEFAULT_LIMIT_PER_SECOND = "200";

interface Phase {
  /** GATEWAY_RATE_LIMIT_PER_SECOND the instances run with. */
  readonly limitPerSecond: string;
  readonly checks: readonly ScaleOutCheck[];
}

const phases: Phase[] = [
  ...(small ? [] : [{ limitPerSecond: String(LIMIT_PER_SECOND), checks: [clientRequestsPerSecond] }]),
  {
    limitPerSecond: DEFAULT_LIMIT_PER_SECOND,
    checks: [
      keyRequestsPerMinute,
      revocation,
      budgetOvershoot,
      ...(small ? [] : [sizing]),
      gracefulStop,
      ...(small ? [] : [crash]),
      // Last: Redis comes back empty.
      redisOutage,
    ],
  },
]
  .map((phase) => ({
    ...phase,
    checks: phase.checks.filter((check) => !only || only.some((name) => check.name.includes(name))),
  }))
  .filter((phase) => phase.checks.length > 0);

// Interrupted: exit, so every server's exit hook stops it (instances, haproxy, Redis, PostgreSQL).
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
console.info(`Scale-out suite (${small ? "short" : "full"} form), Node ${process.version}`);
const emulator = await ensureAuthEmulator();
const results: { name: string; seconds: number; outcome: CheckOutcome | { error: string } }[] = [];
const suiteStarted = performance.now();
const startupStarted = performance.now();
const cluster = await startCluster(INSTANCES, {
  GATEWAY_RATE_LIMIT_PER_SECOND: phases[0]?.limitPerSecond ?? DEFAULT_LIMIT_PER_SECOND,
});
const startupSeconds = (performance.now() - startupStarted) / 1000;
console.info(
  `Started PostgreSQL, Redis, ${INSTANCES} instances (${cluster.instances.map((instance) => `${instance.name} :${instance.port}`).join(", ")}) and haproxy (${cluster.balancer.url}) in ${startupSeconds.toFixed(1)} s`,
);
const log = new RequestLog(cluster.postgres.url);
try {
  const owner = await KeyOwner.signedIn();
  const context: CheckContext = { cluster, owner, log, small };
  let limitPerSecond = phases[0]?.limitPerSecond;
  for (const phase of phases) {
    if (phase.limitPerSecond !== limitPerSecond) {
      console.info(`\nRestarting the instances with GATEWAY_RATE_LIMIT_PER_SECOND=${phase.limitPerSecond}`);
      await cluster.restartInstances({ GATEWAY_RATE_LIMIT_PER_SECOND: phase.limitPerSecond });
      limitPerSecond = phase.limitPerSecond;
    }
    for (const check of phase.checks) results.push(await runCheck(check, context));
  }
} finally {
  await log.close();
  await cluster.stop();
  await emulator.stop();
}

async function runCheck(check: ScaleOutCheck, context: CheckContext) {
  console.info(`\n▶ ${check.name}`);
  const started = performance.now();
  let outcome: CheckOutcome | { error: string };
  try {
    outcome = await check.run(context);
    console.info(JSON.stringify(outcome.figures, null, 2));
    for (const problem of outcome.problems) console.info(`  ✘ ${problem}`);
    if (outcome.problems.length === 0) console.info("  ✔ passed");
  } catch (error) {
    outcome = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    console.info(`  ✘ failed to run: ${outcome.error}`);
  }
  return { name: check.name, seconds: (performance.now() - started) / 1000, outcome };
}

const failed = results.filter(({ outcome }) => "error" in outcome || outcome.problems.length > 0);
mkdirSync("test-results", { recursive: true });
writeFileSync(
  REPORT,
  `${JSON.stringify({ form: small ? "short" : "full", startupSeconds, checks: results }, null, 2)}\n`,
);
console.info(`\nSummary (${((performance.now() - suiteStarted) / 1000).toFixed(1)} s, figures in ${REPORT})`);
for (const { name, seconds, outcome } of results)
  console.info(
    `  ${"error" in outcome || outcome.problems.length > 0 ? "✘" : "✔"} ${name} (${seconds.toFixed(1)} s)`,
  );
process.exit(failed.length > 0 ? 1 : 0);
