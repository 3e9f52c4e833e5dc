// The gateway's memory at rest (issue 30): `npm run bench:memory`.
//
// The reference gateway as `npm run gateway` runs it (tsx, the gateway's Node flags), started on a database it has
// never seen, once on embedded PGlite (a new, empty data folder: its first start creates the database) and once on
// a throwaway PostgreSQL server (tests/support/postgres-server.ts). After it answers /readyz it rests REST_SECONDS,
// then its resident memory (RSS, from /proc) is sampled once a second for SAMPLE_SECONDS; the largest sample is
// judged. Budgets: 400 MB on PGlite, 250 MB on a PostgreSQL server. A PostgreSQL server missing is a miss, not a
// skip (bash tests/support/ensure-postgresql.sh installs one).
// Exits non-zero when a budget is missed. Figures: stdout and test-results/gateway-memory.json.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { startPostgresServer } from "../support/postgres-server.ts";
import { RestartableGateway } from "./gateway-load/restartable-gateway.ts";
import { residentMb } from "./gateway-overhead/process-usage.ts";
import { recordPerformance } from "./performance-page.ts";
import { announceVerdict, machineLoad, saveReport } from "./screens/budget-table.ts";
import { quietMachine } from "./screens/quiet-machine.ts";

const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? "10");
const SAMPLE_SECONDS = 5;
const PGLITE_BUDGET_MB = 400;
const POSTGRES_BUDGET_MB = 250;

interface AtRest {
  readonly peakMb: number;
  readonly samples: readonly number[];
}

/** Starts the gateway, lets it rest, samples its RSS; stops it. */
async function atRest(gateway: RestartableGateway): Promise<AtRest> {
  await gateway.start();
  try {
    await pause(REST_SECONDS * 1000);
    const samples: number[] = [];
    for (let second = 0; second < SAMPLE_SECONDS; second++) {
      samples.push(residentMb(gateway.pid));
      await pause(1000);
    }
    return { peakMb: Math.max(...samples), samples };
  } finally {
    await gateway.stop();
  }
}

async function onPglite(): Promise<AtRest> {
  const folder = await mkdtemp(join(tmpdir(), "gateway-memory-"));
  try {
    return await atRest(
      await RestartableGateway.onNewDatabase({ databaseUrl: null, dataDir: join(folder, "pglite") }),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function onPostgresServer(): Promise<AtRest> {
  const server = await startPostgresServer();
  try {
    return await atRest(await RestartableGateway.onNewDatabase({ databaseUrl: server.url, dataDir: null }));
  } finally {
    server.stop();
  }
}

function line(storage: string, rest: AtRest, budgetMb: number): string {
  return (
    `${storage}: RSS at rest ${rest.peakMb.toFixed(1)} MB (budget ${budgetMb}); samples ` +
    rest.samples.map((mb) => mb.toFixed(0)).join(" ")
  );
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  console.info(
    `gateway memory at rest; ${await quietMachine()}; ${machineLoad()} (other work on the machine skews every figure)`,
  );
  const pglite = await onPglite();
  console.info(line("PGlite, a new data folder", pglite, PGLITE_BUDGET_MB));
  const postgres = await onPostgresServer();
  console.info(line("PostgreSQL server", postgres, POSTGRES_BUDGET_MB));
  const misses = [
    ...(pglite.peakMb > PGLITE_BUDGET_MB
      ? [`RSS at rest on PGlite ${pglite.peakMb.toFixed(1)} MB > ${PGLITE_BUDGET_MB} MB`]
      : []),
    ...(postgres.peakMb > POSTGRES_BUDGET_MB
      ? [`RSS at rest on a PostgreSQL server ${postgres.peakMb.toFixed(1)} MB > ${POSTGRES_BUDGET_MB} MB`]
      : []),
  ];
  await saveReport("gateway-memory", {
    restSeconds: REST_SECONDS,
    pglite,
    postgres,
    budgets: { pgliteMb: PGLITE_BUDGET_MB, postgresMb: POSTGRES_BUDGET_MB },
    misses,
    machine: machineLoad(),
  });
  await recordPerformance("gateway-memory", [
    {
      name: "gateway memory (RSS) at rest, PGlite",
      value: pglite.peakMb,
      unit: "MB",
      budget: PGLITE_BUDGET_MB,
    },
    {
      name: "gateway memory (RSS) at rest, PostgreSQL server",
      value: postgres.peakMb,
      unit: "MB",
      budget: POSTGRES_BUDGET_MB,
    },
  ]);
  return announceVerdict(misses, startedAt);
}

process.exitCode = await main();
