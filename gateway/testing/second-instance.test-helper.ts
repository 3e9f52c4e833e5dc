import { apiKeyChangesFor } from "../api-keys/api-key-changes-for.ts";
import { rateLimitCountersFor } from "../rate-limits/rate-limit-counters-for.ts";
import { requestLogFigures } from "../routing-statistics/request-log-figures.ts";
import { routingFiguresFor } from "../routing-statistics/routing-figures-for.ts";
import { buildServer } from "../server/build-server.ts";
import { sharedStateFor } from "../shared-state/shared-state.ts";
import type { TestGateway } from "./test-gateway.ts";

const silentLog = { warn: () => {}, info: () => {} };

export interface SecondInstance {
  /** e.g. http://127.0.0.1:41235/v1/api */
  readonly apiUrl: string;
  close(): Promise<void>;
}

/**
 * Another gateway instance beside `first` (started with a redisUrl): its database, and a Redis connection, key
 * directory, routing figures and rate-limit counters of its own, as a second process behind the same balancer
 * would have.
 */
export async function secondInstance(first: TestGateway): Promise<SecondInstance> {
  const sharedState = await sharedStateFor(first.deps.config, silentLog);
  const app = await buildServer(
    {
      ...first.deps,
      sharedState,
      apiKeyChanges: await apiKeyChangesFor(sharedState, silentLog),
      routingFigures: routingFiguresFor(sharedState, requestLogFigures(first.db)),
      rateLimitCounters: rateLimitCountersFor(sharedState),
    },
    false,
  );
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    apiUrl: `${url}/v1/api`,
    close: async () => {
      await app.close();
      await sharedState.close();
    },
  };
}
