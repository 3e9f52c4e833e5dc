import { gatewayConfigFrom } from "../../../gateway/config/gateway-config.ts";
import { type RunningGateway, startGateway } from "../../../gateway/server/start-gateway.ts";
import { systemClock } from "../../../gateway/server/system-clock.ts";
import {
  ensureDemoEmulatorAccount,
  prepareDemoAccount,
  seedDemoAccountData,
} from "../../../local-stack/demo-account.ts";
import { localGatewayEnvironment } from "../../../local-stack/local-gateway-environment.ts";
import { prepareAuthEmulator } from "../../support/auth-emulator.ts";

/**
 * The port dist/local-test calls the reference gateway on: `build:test:local` (package.json) builds it with
 * PUBLIC_DEMO_API_ORIGIN=http://127.0.0.1:8788, one above `npm start`'s 8787 so both can run at once.
 */
export const LOCAL_TEST_GATEWAY_PORT = 8788;

export interface LocalBackend {
  stop(): Promise<void>;
  /**
   * Stops the gateway the way a crash would: every open connection is cut, a reply being streamed included
   * (build-server's forceCloseConnections). The Auth emulator stays up.
   */
  stopGateway(): Promise<void>;
  /** Starts the gateway again on its port, on a freshly seeded database, when it was stopped; else does nothing. */
  restartGateway(): Promise<void>;
}

/**
 * What the local profile talks to, as `npm start` runs it: the reference gateway (on a fresh in-memory PGlite,
 * the catalogue and the demo data seeded) verifying tokens against the Auth emulator, which holds the demo account
 * and the demo organization's people (the role personas), all with the demo password.
 */
export async function startLocalBackend(dashboardOrigin: string): Promise<LocalBackend> {
  let gateway: RunningGateway | null = await startSeededGateway(dashboardOrigin, true);
  const stop = async () => {
    const running = gateway;
    gateway = null;
    await running?.stop();
  };
  return {
    stop,
    stopGateway: async () => {
      gateway?.cutConnections();
      await stop();
    },
    restartGateway: async () => {
      // The emulator's accounts are kept as they are: the person signed in before the stop stays signed in.
      gateway ??= await startSeededGateway(dashboardOrigin, false);
    },
  };
}

async function startSeededGateway(dashboardOrigin: string, freshEmulator: boolean): Promise<RunningGateway> {
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
    if (freshEmulator) {
      await prepareAuthEmulator();
      await prepareDemoAccount(gateway.deps.db, systemClock, gateway.deps.auditSeal);
    } else {
      // Setting an account's password again would revoke the tokens of the person signed in with it.
      await seedDemoAccountData(gateway.deps.db, systemClock, gateway.deps.auditSeal);
    }
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return gateway;
}

/** Puts the demo account back as it was (a password-reset scenario changes its password); true when it had to. */
export function resetDemoAccount(): Promise<boolean> {
  return ensureDemoEmulatorAccount();
}
