import { dirname, join } from "node:path";
import type { Clock } from "../core/clock/clock.port.ts";
import { gatewayConfigFrom } from "../gateway/config/gateway-config.ts";
import { keptSecretKey } from "../gateway/secrets/kept-secret-key.ts";
import { SECRET_KEY_VARIABLE } from "../gateway/secrets/secret-cipher.ts";
import { API_PREFIX } from "../gateway/server/build-server.ts";
import { startGateway } from "../gateway/server/start-gateway.ts";
import { ensureAuthEmulator } from "../tests/support/auth-emulator-process.ts";
import { serveDist } from "../tests/support/static-server.ts";
import { buildLocalDashboard } from "./dashboard-build.ts";
import { prepareDemoAccount } from "./demo-account.ts";
import { localGatewayEnvironment } from "./local-gateway-environment.ts";
import { assertPortsFree } from "./ports.ts";

type Environment = Record<string, string | undefined>;

export interface LocalStack {
  readonly dashboardUrl: string;
  readonly apiUrl: string;
  /** Whether the Auth emulator was started here (and so is stopped with the stack) or was already running. */
  readonly emulatorStartedHere: boolean;
  /** Where the gateway keeps its data: PGlite's folder or "PostgreSQL (DATABASE_URL)". */
  readonly dataLocation: string;
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * The whole local stack (README, "Quick start"): the Auth emulator with the demo account, the reference gateway
 * (PGlite in .gateway-data unless DATABASE_URL says otherwise) with the catalogue and demo data, and the dashboard
 * built on profile `local` served at http://127.0.0.1:3000 (PORT). Started side by side; a failure stops what
 * did start.
 */
export async function startLocalStack(
  env: Environment,
  clock: Clock,
  signal: AbortSignal,
): Promise<LocalStack> {
  const dashboardPort = Number(env.PORT ?? 3000);
  const dashboardOrigins = [`http://127.0.0.1:${dashboardPort}`, `http://localhost:${dashboardPort}`];
  const localEnv = localGatewayEnvironment(env, dashboardOrigins);
  const config = gatewayConfigFrom(localEnv);
  // Its secrets are sealed with a key kept in its data folder, made on first start, on PostgreSQL too.
  const gatewayEnv =
    localEnv[SECRET_KEY_VARIABLE] || !config.dataDir
      ? localEnv
      : { ...localEnv, [SECRET_KEY_VARIABLE]: await keptSecretKey(dirname(config.dataDir)) };
  await assertPortsFree({ PORT: dashboardPort, GATEWAY_PORT: config.port });
  // Accounts are kept beside the gateway's data, so people who signed up keep their uid across restarts.
  const emulatorData = config.dataDir ? join(dirname(config.dataDir), "auth-emulator") : undefined;
  const started: Stoppable[] = [];
  const stopAll = async () => {
    for (const part of started.splice(0).reverse()) await part.stop();
  };
  try {
    const [emulator, gateway, dist] = await allStarted(
      [
        ensureAuthEmulator(emulatorData ? { persistIn: emulatorData } : {}),
        startGateway(config, gatewayEnv, clock),
        buildLocalDashboard(env, `http://127.0.0.1:${config.port}`, signal),
      ] as const,
      started,
    );
    await prepareDemoAccount(gateway.deps.db, clock, gateway.deps.auditSeal);
    // The demo's policy documents were seeded after the gateway started: it reads them now.
    await gateway.readPendingPolicies();
    const server = await serveDist(dist, dashboardPort);
    started.push({ stop: () => server.close() });
    return {
      dashboardUrl: server.url,
      apiUrl: `${gateway.url}${API_PREFIX}`,
      emulatorStartedHere: emulator.startedHere,
      dataLocation: config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : (config.dataDir ?? "memory"),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Like Promise.all, but waits for every part and records those that started, so a failure can stop them. */
async function allStarted<T extends readonly unknown[]>(
  parts: { readonly [K in keyof T]: Promise<T[K]> },
  started: Stoppable[],
): Promise<T> {
  const settled = await Promise.allSettled(parts);
  for (const result of settled) {
    if (result.status === "fulfilled" && isStoppable(result.value)) started.push(result.value);
  }
  const failure = settled.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

function isStoppable(value: unknown): value is Stoppable {
  return typeof (value as Stoppable | null)?.stop === "function";
}
