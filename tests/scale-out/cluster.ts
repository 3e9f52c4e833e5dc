import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "../support/auth-emulator.ts";
import { unusedPort } from "../support/loopback-ports.ts";
import { type PostgresServer, startPostgresServer } from "../support/postgres-server.ts";
import { type RedisServer, startRedisServer } from "../support/redis-server.ts";
import { GatewayInstance } from "./gateway-instance.ts";
import { type Haproxy, startHaproxy } from "./haproxy.ts";

/** The stack's own ports, which the suite never takes (the dashboard, the gateways of npm start, the emulator). */
const STACK_PORTS = new Set([3000, 8787, 8788, 9099]);

export const METRICS_TOKEN = "scale-out-metrics-token";

/** PostgreSQL, Redis, three gateway instances and haproxy in front of them, all on loopback ports of their own. */
export interface Cluster {
  readonly postgres: PostgresServer;
  readonly redis: RedisServer;
  readonly instances: readonly GatewayInstance[];
  readonly balancer: Haproxy;
  /** haproxy's API URL. */
  readonly apiUrl: string;
  /** Stops every instance and starts them again, at once, with these settings changed. */
  restartInstances(changedSettings: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(
  instanceCount: number,
  settings: Record<string, string>,
): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), "gateway-scale-out-"));
  const postgres = await startPostgresServer();
  const redis = await startRedisServer(await freePort());
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    GATEWAY_SECRET_KEY: randomBytes(32).toString("base64"),
    GATEWAY_TRUSTED_PROXIES: "127.0.0.1",
    GATEWAY_METRICS_TOKEN: METRICS_TOKEN,
    GATEWAY_LOG_LEVEL: "warn",
    FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT,
    GATEWAY_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
    ...settings,
  };
  const instances: GatewayInstance[] = [];
  for (let index = 0; index < instanceCount; index++)
    instances.push(
      new GatewayInstance(`g${index + 1}`, await freePort(), {
        ...shared,
        // One instance applies retention; the others leave it to it (docs/deployment.md).
        ...(index > 0 ? { GATEWAY_RETENTION_SWEEP: "off" } : {}),
      }),
    );
  const stopInstances = () => Promise.all(instances.map((instance) => instance.stop()));
  const balancer = await (async () => {
    // All at once on one empty database: the start-up lock makes them migrate and seed in turn.
    const starts = await Promise.allSettled(instances.map((instance) => instance.start()));
    const failed = starts.find((start) => start.status === "rejected");
    if (failed) throw failed.reason;
    return startHaproxy(folder, await freePort(), instances);
  })().catch(async (error: unknown) => {
    await stopInstances();
    await redis.stop();
    postgres.stop();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  });
  return {
    postgres,
    redis,
    instances,
    balancer,
    apiUrl: `${balancer.url}/v1/api`,
    restartInstances: async (changedSettings) => {
      await stopInstances();
      await Promise.all(instances.map((instance) => instance.start(changedSettings)));
    },
    stop: async () => {
      await balancer.stop();
      await stopInstances();
      await redis.stop();
      postgres.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (!STACK_PORTS.has(port)) return port;
  }
}
