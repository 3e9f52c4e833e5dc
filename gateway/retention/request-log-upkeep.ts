import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { enforceRetention } from "./request-log-retention.ts";

/** How often retention is applied: a setting shortened takes effect within this. */
export const REQUEST_LOG_UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Applies retention once the server is ready and then every REQUEST_LOG_UPKEEP_INTERVAL_MS, until it closes. A
 * failed sweep is logged and tried again at the next turn: the logs are kept a little longer, never lost early.
 */
export function scheduleRequestLogUpkeep(app: FastifyInstance, { db, clock, config }: GatewayDeps): void {
  if (!config.retentionSweep) return;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = enforceRetention(db, clock.now()).then(
      (swept) => {
        if (swept.droppedPartitions.length + swept.deletedRequests + swept.deletedBodies > 0)
          app.log.info(swept, "request logs past their retention removed");
      },
      (error: unknown) => app.log.error({ err: error }, "could not apply request-log retention"),
    );
  };
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, REQUEST_LOG_UPKEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await sweeping;
  });
}
