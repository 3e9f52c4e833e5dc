import type { Page } from "playwright-core";
import { usageLogsSeed } from "../../../adapters/gateway-memory/usage-logs/usage-logs.seed.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";

const BENCH_ID_PREFIX = "req_bench_";

interface FillOrder {
  readonly templates: readonly UsageLogRecord[];
  readonly count: number;
  readonly newestAt: number;
  readonly spacingMs: number;
  readonly prefix: string;
}

/**
 * Logs `count` more requests in the memory build's in-page gateway, through its test hooks (a build made with
 * TEST_HOOKS=true), one every `spacingMs` going back from `newestAt`: copies of the memory profile's samples
 * (several models, keys, endpoints, failures), ids `req_bench_000001` (the newest) on. They are logged oldest
 * first, as a gateway logs them. The gateway lives as long as the page: navigate within it from then on (the
 * hooks' router), never load another page. Answers how many requests the logs then hold in all.
 */
export async function fillMemoryUsageLogs(
  page: Page,
  count: number,
  newestAt: Date,
  spacingMs: number,
): Promise<number> {
  const templates = usageLogsSeed({ now: () => newestAt.getTime() }, 10);
  return page.evaluate(logInPage, {
    templates,
    count,
    newestAt: newestAt.getTime(),
    spacingMs,
    prefix: BENCH_ID_PREFIX,
  });
}

// Runs inside the page: only browser globals.
async function logInPage({ templates, count, newestAt, spacingMs, prefix }: FillOrder): Promise<number> {
  interface MemoryLogs {
    record(record: UsageLogRecord): Promise<void>;
    totals(): Promise<{ requests: number }>;
  }
  const hooks = (window as unknown as { __dashboardTestHooks?: { port(name: string): unknown } })
    .__dashboardTestHooks;
  if (!hooks)
    throw new Error("window.__dashboardTestHooks is missing: serve a build made by npm run build:test");
  const logs = hooks.port("UsageLogsGateway") as MemoryLogs;
  for (let age = count; age >= 1; age--) {
    const template = templates[age % templates.length] as UsageLogRecord;
    await logs.record({
      ...template,
      id: `${prefix}${String(age).padStart(6, "0")}`,
      createdAt: new Date(newestAt - (age - 1) * spacingMs).toISOString(),
    });
  }
  return (await logs.totals()).requests;
}
