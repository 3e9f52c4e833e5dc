import type { GatewayConfig } from "../config/gateway-config.ts";
import { type ConnectionLog, SharedRedis } from "./redis-connection.ts";
import { SharedStateGuard } from "./shared-state-guard.ts";

/** How long a start waits for Redis before it gives up and says so. */
const REDIS_START_TIMEOUT_MS = 10_000;

/**
 * Where the state several gateway instances must share lives: in Redis when `REDIS_URL` is set, else in this
 * process. Each kind of state (rate limits, budget reservations, key changes, routing figures) has its own port
 * with an in-process adapter and a Redis adapter; each is built from this.
 */
export interface SharedState {
  /** null: no REDIS_URL, every kind of state stays in this process. */
  readonly redis: SharedRedis | null;
  /** What each kind does while Redis fails (open: own state; closed: 503); null without Redis. */
  readonly guard: SharedStateGuard | null;
  close(): Promise<void>;
}

/** Shared state kept in this process: one instance, or a test. */
export const IN_PROCESS_STATE: SharedState = { redis: null, guard: null, close: async () => {} };

/** Connects to Redis when the config names it; a start that cannot reach it fails with a message. */
export async function sharedStateFor(
  config: Pick<GatewayConfig, "redisUrl" | "redisFailureModes">,
  log: ConnectionLog,
): Promise<SharedState> {
  if (!config.redisUrl) return IN_PROCESS_STATE;
  const redis = new SharedRedis(config.redisUrl, log);
  try {
    await redis.ready(REDIS_START_TIMEOUT_MS);
  } catch (error) {
    await redis.close();
    throw error;
  }
  return { redis, guard: new SharedStateGuard(config.redisFailureModes, log), close: () => redis.close() };
}
