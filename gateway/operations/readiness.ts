import { sql } from "drizzle-orm";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { migrationsMissing } from "./applied-migrations.ts";

export const ReadinessCheck = {
  DATABASE: "database",
  MIGRATIONS: "migrations",
  REDIS: "redis",
  DRAINING: "draining",
} as const;
export type ReadinessCheck = (typeof ReadinessCheck)[keyof typeof ReadinessCheck];

/** "ok", or what fails, in a few words. */
export type CheckOutcome = string;

export interface Readiness {
  readonly ready: boolean;
  readonly checks: Readonly<Partial<Record<ReadinessCheck, CheckOutcome>>>;
  /** One sentence per failing check. */
  readonly problems: readonly string[];
}

const OK = "ok";

/**
 * Whether this instance should be sent requests: its database answers and holds every migration, its Redis (when
 * it shares state) is up, and it is not stopping.
 */
export async function readinessOf(
  deps: Pick<GatewayDeps, "db" | "sharedState">,
  draining: boolean,
): Promise<Readiness> {
  const checks: Partial<Record<ReadinessCheck, CheckOutcome>> = {};
  const problems: string[] = [];
  const fail = (check: ReadinessCheck, outcome: CheckOutcome, problem: string) => {
    checks[check] = outcome;
    problems.push(problem);
  };
  try {
    await deps.db.execute(sql`select 1`);
    checks.database = OK;
    const missing = await migrationsMissing(deps.db);
    if (missing === 0) checks.migrations = OK;
    else fail(ReadinessCheck.MIGRATIONS, `${missing} missing`, `The database lacks ${missing} migration(s).`);
  } catch {
    // The driver's words may name hosts and users: an unauthenticated prober gets none of them.
    fail(ReadinessCheck.DATABASE, "failing", "The database does not answer.");
  }
  const redis = deps.sharedState.redis;
  if (redis) {
    if (redis.isUp) checks.redis = OK;
    else
      fail(
        ReadinessCheck.REDIS,
        "down",
        "Redis does not answer: the state shared with other instances is out of reach.",
      );
  }
  if (draining)
    fail(
      ReadinessCheck.DRAINING,
      "draining",
      "The gateway is stopping: it finishes the requests it is answering.",
    );
  else checks.draining = "no";
  return { ready: problems.length === 0, checks, problems };
}
