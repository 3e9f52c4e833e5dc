// Request history at scale (issue 25, item 6): the usage logs' reads on one person's history, the worst case.
//   npm run bench:history                     both engines
//   BENCH_HISTORY_ENGINE=postgres npm run bench:history   (or pglite)
//
// - PostgreSQL (Debian's server, tests/support/postgres-server.ts) with 10,000,000 requests of one person over the
//   12 months before this one, 50 keys and 20 of the catalogue's models. Budgets (p95 of 20 timed runs after 3
//   untimed ones): first page ≤ 50 ms; a page far back through the cursor ≤ 50 ms; the first page under each single
//   filter ≤ 150 ms; a month's totals ≤ 300 ms; a 30-day daily series ≤ 300 ms.
// - PGlite with 1,000,000 requests of the same shape: first page ≤ 100 ms.
// The requests are generated with SQL (generate_series) into data folders under .gateway-data/bench/, kept and
// reused by later runs; the generation time is printed, not judged. Times are taken at the gateway's repository
// functions (the SQL and the mapping to the answer), the same ones its routes call; HTTP and sign-in are left out.
// Exits non-zero when a budget is missed. Figures: stdout and test-results/request-history-bench.json.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { UsageLogFilters } from "../../core/usage-logs/usage-log-filters.ts";
import type { Database, OpenDatabase } from "../../gateway/database/database.ts";
import { openDatabase } from "../../gateway/database/open-database.ts";
import { seedCatalogue } from "../../gateway/seed/seed-database.ts";
import { systemClock } from "../../gateway/server/system-clock.ts";
import { usageSeriesSums } from "../../gateway/usage-analytics/usage-analytics.repository.ts";
import { usageLogTotals } from "../../gateway/usage-logs/usage-log-totals.repository.ts";
import { usageLogPage } from "../../gateway/usage-logs/usage-logs.repository.ts";
import { startPostgresServer } from "../support/postgres-server.ts";
import { recordPerformance } from "./performance-page.ts";
import { generateHistory, type HistoryShape, historyGenerated } from "./request-history/generated-history.ts";
import { timeQuery } from "./request-history/timed-queries.ts";
import {
  announceVerdict,
  type Figure,
  machineLoad,
  printFigures,
  saveReport,
} from "./screens/budget-table.ts";

const DATA = fileURLToPath(new URL("../../.gateway-data/bench/", import.meta.url));
const PAGE = { limit: 100, verbose: false } as const;
const DAY = 86_400_000;
const owner = "bench-owner";
const shape = (requests: number): HistoryShape => ({
  userId: owner,
  requests,
  months: 12,
  keys: 50,
  models: 20,
});
/** The server's memory settings for a machine like this one; printed with the figures. */
const POSTGRES_SETTINGS = {
  shared_buffers: "1GB",
  work_mem: "32MB",
  maintenance_work_mem: "512MB",
  max_wal_size: "8GB",
};

const startedAt = performance.now();
const engine = process.env.BENCH_HISTORY_ENGINE;
const figures: Figure[] = [];
const report: Record<string, unknown> = { machine: machineLoad() };

if (engine !== "pglite") {
  const server = await startPostgresServer({
    keptFolder: join(DATA, "postgres-history"),
    settings: POSTGRES_SETTINGS,
  });
  try {
    const database = await openDatabase({ databaseUrl: server.url, dataDir: null });
    console.info(
      `PostgreSQL ${server.version} (${Object.entries(POSTGRES_SETTINGS)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ")})`,
    );
    await measure(database, "postgres", shape(10_000_000), {
      firstPage: 50,
      farPage: 50,
      filter: 150,
      totals: 300,
      series: 300,
    });
  } finally {
    server.stop();
  }
}
if (engine !== "postgres") {
  const database = await openDatabase({ databaseUrl: null, dataDir: join(DATA, "pglite-history") });
  await measure(database, "pglite", shape(1_000_000), { firstPage: 100 });
}

const misses = printFigures(figures);
await saveReport("request-history-bench", { ...report, figures });
await recordPerformance("request-history", figures);
process.exit(announceVerdict(misses, startedAt));

interface Budgets {
  readonly firstPage: number;
  readonly farPage?: number;
  readonly filter?: number;
  readonly totals?: number;
  readonly series?: number;
}

async function measure(database: OpenDatabase, name: string, history: HistoryShape, budgets: Budgets) {
  const { db } = database;
  try {
    await seedCatalogue(db, systemClock);
    await generated(db, name, history);
    const page = (filters: UsageLogFilters, after?: { createdAt: string; id: string }) => () =>
      usageLogPage(db, owner, filters, { ...PAGE, ...(after ? { after } : {}) });
    await judge(`${name}: first page`, page({}), budgets.firstPage);
    if (budgets.farPage !== undefined) {
      const far = await positionDaysBack(db, 330);
      await judge(`${name}: a page 330 days back (cursor)`, page({}, far), budgets.farPage);
    }
    if (budgets.filter !== undefined) {
      for (const [label, filters] of await singleFilters(db))
        await judge(`${name}: first page, ${label}`, page(filters), budgets.filter);
    }
    if (budgets.totals !== undefined) {
      const month = lastWholeMonth();
      await judge(
        `${name}: totals of ${month.label}`,
        () => usageLogTotals(db, owner, { from: month.from, to: month.to }),
        budgets.totals,
      );
    }
    if (budgets.series !== undefined) {
      const end = new Date(lastWholeMonth().to);
      const range = { start: new Date(end.getTime() - 30 * DAY), end };
      await judge(
        `${name}: 30-day daily series`,
        () => usageSeriesSums(db, { userId: owner }, range, {}, "day"),
        budgets.series,
      );
    }
  } finally {
    await database.close();
  }
}

/** Generates the history unless its data folder holds it already; prints how long that took. */
async function generated(db: Database, name: string, history: HistoryShape) {
  if (await historyGenerated(db, history)) {
    console.info(
      `${name}: ${history.requests.toLocaleString("en-US")} requests already generated (kept data folder)`,
    );
    return;
  }
  const started = performance.now();
  await generateHistory(db, history, Date.now());
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `${name}: generated ${history.requests.toLocaleString("en-US")} requests in ${seconds.toFixed(0)} s`,
  );
  figures.push({
    name: `${name}: generation of ${history.requests.toLocaleString("en-US")} requests`,
    value: seconds,
    unit: "s",
  });
}

async function judge(name: string, query: () => Promise<unknown>, budget: number) {
  const times = await timeQuery(query);
  report[name] = times;
  figures.push({ name: `${name} (p50)`, value: times.p50, unit: "ms" });
  figures.push({ name: `${name} (p95)`, value: times.p95, unit: "ms", budget });
}

/** The newest request at least `days` days old: where a far page starts. */
async function positionDaysBack(db: Database, days: number) {
  const result = (await db.execute(sql`select created_at::text as "createdAt", id from chat_history
    where user_id = ${owner} and created_at < now() - make_interval(days => ${days})
    order by created_at desc, id desc limit 1`)) as unknown as { rows: { createdAt: string; id: string }[] };
  const position = result.rows[0];
  if (!position) throw new Error(`no request ${days} days old: the history was not generated`);
  return { createdAt: new Date(position.createdAt).toISOString(), id: position.id };
}

/** One of each filter of the screen, with values the history holds. */
async function singleFilters(db: Database): Promise<[string, UsageLogFilters][]> {
  const result = (await db.execute(sql`select model, vendor, apikey from chat_history
    where user_id = ${owner} order by created_at desc limit 1`)) as unknown as {
    rows: { model: string; vendor: string; apikey: string }[];
  };
  const newest = result.rows[0];
  if (!newest) throw new Error("the history is empty");
  const month = lastWholeMonth();
  return [
    ["model", { model: newest.model }],
    ["vendor", { vendor: newest.vendor }],
    ["API key", { apikey: newest.apikey }],
    ["failed", { outcome: "error" }],
    ["status 429", { statusCode: 429 }],
    ["endpoint embeddings", { endpoint: "embeddings" }],
    ["department", { departmentId: "dep-bench-1" }],
    [`period ${month.label}`, { from: month.from, to: month.to }],
  ];
}

/** The month before this one, in UTC. */
function lastWholeMonth() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from, to, label: from.toISOString().slice(0, 7) };
}
