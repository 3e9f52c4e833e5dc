import { buildServer } from "../server/build-server.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { sharedStatePortsFor } from "../server/shared-state-ports.ts";
import type { TestGateway } from "./test-gateway.ts";

const silentLog = { warn: () => {}, info: () => {} };

export interface SecondInstance {
  /** e.g. http://127.0.0.1:41235/v1/api */
  readonly apiUrl: string;
  readonly deps: GatewayDeps;
  close(): Promise<void>;
}

/**
 * Another gateway instance beside `first` (started with a redisUrl). Two test gateways cannot share one database
 * (each opens a PGlite of its own), so it is a second server on the first's database, as instances on one
 * PostgreSQL server share theirs, with its own Redis connection, key directory, routing figures, rate-limit
 * counters and budget reservations: it shares nothing with the first but the database and what goes through Redis.
 */
export async function secondInstance(first: TestGateway): Promise<SecondInstance> {
  const deps: GatewayDeps = {
    ...first.deps,
    ...(await sharedStatePortsFor(first.deps.config, first.db, silentLog)),
  };
  const app = await buildServer(deps, false);
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    apiUrl: `${url}/v1/api`,
    deps,
    close: async () => {
      await app.close();
      await deps.sharedState.close();
    },
  };
}
