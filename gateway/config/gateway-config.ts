import { resolve } from "node:path";
import { DEFAULT_CATALOGUE_FILE } from "../available-models/catalogue-file.ts";
import { type FailureModes, failureModesFrom } from "../shared-state/shared-state-failure.ts";

/** How the reference gateway runs, read once from the environment (docs/gateway.md, "Settings"). */
export interface GatewayConfig {
  readonly host: string;
  readonly port: number;
  /** A PostgreSQL server; when absent the gateway uses embedded PGlite with its data in `dataDir`. */
  readonly databaseUrl: string | null;
  /** PGlite's folder; null keeps the database in memory (tests). */
  readonly dataDir: string | null;
  /** The Firebase project whose ID tokens the gateway accepts. */
  readonly firebaseProjectId: string;
  /**
   * The Auth emulator to verify tokens against, for local use only: it makes firebase-admin accept the emulator's
   * unsigned tokens, so it is never read from anything but an explicit setting.
   */
  readonly authEmulatorHost: string | null;
  /** Origins allowed to call from a browser (the dashboard). */
  readonly allowedOrigins: readonly string[];
  /** A JSON file of OpenAI-compatible upstreams (docs/gateway.md, "Upstreams"); null: the simulated provider only. */
  readonly upstreamsFile: string | null;
  /** The catalogue of providers and models (JSON, gateway/available-models/catalogue.schema.json). */
  readonly catalogueFile: string;
  /** Guards the operators' endpoints (POST /operator/catalogue/reload); null: they are off. */
  readonly operatorToken: string | null;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  readonly logLevel: string;
  /**
   * Whether the gateway applies request-log retention itself, hourly (GATEWAY_RETENTION_SWEEP=off stops it: tests
   * whose requests are dated years back, or an operator who runs the sweep elsewhere).
   */
  readonly retentionSweep: boolean;
  /**
   * Redis, for the state several instances must share (rate limits, budget reservations, key changes, routing
   * figures); null keeps it in this process (docs/deployment.md).
   */
  readonly redisUrl: string | null;
  /** What each kind of shared state does while Redis cannot be reached (GATEWAY_REDIS_FAILURE_*). */
  readonly redisFailureModes: FailureModes;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, e.g. the balancer's), so per-address
   * limits see the client's address; empty: the connection's own address is the client's.
   */
  readonly trustedProxies: readonly string[];
  /** Guards GET /metrics (bearer token); null: the metrics endpoint is off. */
  readonly metricsToken: string | null;
  /** Policy documents may be fetched from http URLs too (GATEWAY_POLICY_URLS_OVER_HTTP=allow); else https only. */
  readonly policyUrlsOverHttp: boolean;
}

type Environment = Record<string, string | undefined>;

export function gatewayConfigFrom(env: Environment): GatewayConfig {
  return {
    host: env.GATEWAY_HOST ?? "127.0.0.1",
    port: portFrom(env.GATEWAY_PORT ?? "8787"),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir:
      env.GATEWAY_DATA_DIR === "memory" ? null : resolve(env.GATEWAY_DATA_DIR ?? ".gateway-data/pglite"),
    firebaseProjectId: env.FIREBASE_PROJECT_ID ?? "demo-meridian",
    authEmulatorHost: nonEmpty(env.GATEWAY_AUTH_EMULATOR_HOST),
    allowedOrigins: (env.GATEWAY_ALLOWED_ORIGINS ?? "http://127.0.0.1:3000,http://localhost:3000")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    upstreamsFile: nonEmpty(env.GATEWAY_UPSTREAMS_FILE),
    catalogueFile: resolve(nonEmpty(env.GATEWAY_CATALOGUE_FILE) ?? DEFAULT_CATALOGUE_FILE),
    operatorToken: nonEmpty(env.GATEWAY_OPERATOR_TOKEN),
    logLevel: env.GATEWAY_LOG_LEVEL ?? "info",
    retentionSweep: env.GATEWAY_RETENTION_SWEEP !== "off",
    redisUrl: nonEmpty(env.REDIS_URL),
    redisFailureModes: failureModesFrom(env),
    trustedProxies: (env.GATEWAY_TRUSTED_PROXIES ?? "")
      .split(",")
      .map((proxy) => proxy.trim())
      .filter(Boolean),
    metricsToken: nonEmpty(env.GATEWAY_METRICS_TOKEN),
    policyUrlsOverHttp: env.GATEWAY_POLICY_URLS_OVER_HTTP === "allow",
  };
}

function portFrom(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`GATEWAY_PORT is not a port: ${text}`);
  return port;
}

function nonEmpty(value: string | undefined): string | null {
  return value && value.trim() !== "" ? value.trim() : null;
}
