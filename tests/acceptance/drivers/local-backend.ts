import { gatewayConfigFrom } from "../../../gateway/config/gateway-config.ts";
import { ensureDemoEmulatorAccount, prepareDemoAccount } from "../../../gateway/local-stack/demo-account.ts";
import { localGatewayEnvironment } from "../../../gateway/local-stack/local-gateway-environment.ts";
import { startGateway } from "../../../gateway/server/start-gateway.ts";
import { systemClock } from "../../../gateway/server/system-clock.ts";
import { prepareAuthEmulator } from "../../support/auth-emulator.ts";

/**
 * The port dist/local-test calls the reference gateway on: `build:test:local` (package.json) builds it with
 * PUBLIC_DEMO_API_ORIGIN=http://127.0.0.1:8788, one above `npm start`'s 8787 so both can run at once.
 */
export const LOCAL_TEST_GATEWAY_PORT = 8788;

export interface LocalBackend {
  stop(): Promise<void>;
}

/**
 * What the local profile talks to, as `npm start` runs it: the reference gateway (on a fresh in-memory PGlite,
 * the catalogue and the demo data seeded) verifying tokens against the Auth emulator, which holds the demo account
 * and the demo organization's people (the role personas), all with the demo password.
 */
export async function startLocalBackend(dashboardOrigin: string): Promise<LocalBackend> {
  const env = localGatewayEnvironment(
    {
      GATEWAY_PORT: String(LOCAL_TEST_GATEWAY_PORT),
      GATEWAY_DATA_DIR: "memory",
      GATEWAY_LOG_LEVEL: process.env.GATEWAY_LOG_LEVEL ?? "warn",
    },
    [dashboardOrigin],
  );
  const gateway = await startGateway(gatewayConfigFrom(env), env, systemClock);
  try {
    // After the gateway's start, which holds the event loop for seconds: a socket kept alive from before it would
    // be closed by the emulator by then, yet reused.
    await prepareAuthEmulator();
    await prepareDemoAccount(gateway.deps.db, systemClock);
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return gateway;
}

/** Puts the demo account back as it was (a password-reset scenario changes its password). */
export function resetDemoAccount(): Promise<void> {
  return ensureDemoEmulatorAccount();
}
