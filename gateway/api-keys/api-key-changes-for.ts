import type { ConnectionLog } from "../shared-state/redis-connection.ts";
import type { SharedState } from "../shared-state/shared-state.ts";
import { SharedStateKind } from "../shared-state/shared-state-failure.ts";
import { type ApiKeyChanges, InProcessApiKeyChanges } from "./api-key-changes.ts";
import { RedisApiKeyChanges } from "./redis-api-key-changes.ts";

/** How long a start waits to hear key changes before it carries on without (keys are then read afresh). */
const SUBSCRIBE_TIMEOUT_MS = 5_000;

/** Key changes within this process without Redis; else through Redis, once subscribed (or given up waiting). */
export async function apiKeyChangesFor(sharedState: SharedState, log: ConnectionLog): Promise<ApiKeyChanges> {
  const { redis, guard } = sharedState;
  if (!redis || !guard) return new InProcessApiKeyChanges();
  const changes = new RedisApiKeyChanges(
    redis.client,
    redis.subscriber(),
    guard.modeOf(SharedStateKind.KEY_CHANGES),
    log,
  );
  await changes.listening(SUBSCRIBE_TIMEOUT_MS);
  return changes;
}
