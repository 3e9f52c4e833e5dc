import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gatewayConfigFrom } from "../../../gateway/config/gateway-config.ts";
import type { Database } from "../../../gateway/database/database.ts";
import type { UserRow } from "../../../gateway/identity/users.repository.ts";
import { API_PREFIX } from "../../../gateway/server/build-server.ts";
import { startGateway } from "../../../gateway/server/start-gateway.ts";
import { systemClock } from "../../../gateway/server/system-clock.ts";
import { prepareDemoAccount } from "../../../local-stack/demo-account.ts";
import { localGatewayEnvironment } from "../../../local-stack/local-gateway-environment.ts";
import { LOCAL_TEST_GATEWAY_PORT } from "../../acceptance/drivers/local-backend.ts";
import { ensureAuthEmulator } from "../../support/auth-emulator-process.ts";
import { serveDist } from "../../support/static-server.ts";

/** The local profile's test build, which calls the gateway on 127.0.0.1:8788 (`npm run build:test:local`). */
const LOCAL_TEST_DIST = fileURLToPath(new URL("../../../dist/local-test/", import.meta.url));

/** What a screen benchmark runs against: the dashboard's local build, the reference gateway, the Auth emulator. */
export interface BenchStack {
  readonly dashboardUrl: string;
  /** The gateway's API base, e.g. http://127.0.0.1:8788/v1/api */
  readonly apiUrl: string;
  readonly db: Database;
  readonly demoUser: UserRow;
  stop(): Promise<void>;
}

/**
 * Serves dist/local-test and starts the reference gateway it calls (in-memory PGlite, catalogue and demo data
 * seeded, tokens checked against the Auth emulator, which is started unless one answers), with the demo account
 * in the emulator. `upstreamEnv` configures upstreams the way an operator does (OPENAI_BASE_URL…). Unlike the
 * acceptance world it leaves the emulator's other accounts alone: other runs may share the emulator.
 */
export async function startBenchStack(upstreamEnv: Record<string, string> = {}): Promise<BenchStack> {
  if (!existsSync(`${LOCAL_TEST_DIST}index.html`))
    throw new Error(`${LOCAL_TEST_DIST}index.html is missing: run npm run build:test:local first`);
  const emulator = await ensureAuthEmulator();
  const dashboard = await serveDist(LOCAL_TEST_DIST);
  const env = localGatewayEnvironment(
    {
      GATEWAY_PORT: String(LOCAL_TEST_GATEWAY_PORT),
      GATEWAY_DATA_DIR: "memory",
      GATEWAY_LOG_LEVEL: process.env.GATEWAY_LOG_LEVEL ?? "warn",
      ...upstreamEnv,
    },
    [dashboard.url],
  );
  const gateway = await startGateway(gatewayConfigFrom(env), env, systemClock).catch(async (error) => {
    await dashboard.close();
    await emulator.stop();
    throw new Error(
      `The gateway could not start on port ${LOCAL_TEST_GATEWAY_PORT} (is an acceptance run using it?)`,
      { cause: error },
    );
  });
  const stop = async () => {
    await gateway.stop();
    await dashboard.close();
    await emulator.stop();
  };
  try {
    const demoUser = await prepareDemoAccount(gateway.deps.db, systemClock, gateway.deps.auditSeal);
    return {
      dashboardUrl: dashboard.url,
      apiUrl: `${gateway.url}${API_PREFIX}`,
      db: gateway.deps.db,
      demoUser,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
