// `npm start`: the whole local stack, until Ctrl-C (node --import tsx local-stack/start-local-stack.ts).

import { systemClock } from "../gateway/server/system-clock.ts";
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "../tests/support/auth-emulator.ts";
import { DEMO_ACCOUNT, DEMO_PEOPLE_ACCOUNTS } from "./demo-account.ts";
import { type LocalStack, startLocalStack } from "./local-stack.ts";

/** Past this, a stop that hangs is cut short rather than leaving the terminal waiting. */
const STOP_TIMEOUT_MS = 20_000;

const aborter = new AbortController();
console.info("Starting the local stack: Auth emulator, reference gateway, dashboard build (profile local)…");
const starting = startLocalStack(process.env, systemClock, aborter.signal);

let stopping = false;
// SIGHUP: the terminal closed; stop as cleanly as on Ctrl-C.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info("\nStopping the local stack…");
    aborter.abort();
    setTimeout(() => {
      console.error("The local stack did not stop in time; exiting anyway.");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    // A start cut short by the abort has already stopped what it started.
    void starting
      .then((stack) => stack.stop())
      .catch(() => {})
      .then(() => {
        console.info("The local stack has stopped.");
        process.exit(0);
      });
  });
}

try {
  const stack = await starting;
  if (!stopping) console.info(banner(stack));
} catch (error) {
  if (!stopping) {
    console.error(`The local stack could not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

function banner(stack: LocalStack): string {
  const emulator = `${AUTH_EMULATOR_HOST} (project ${AUTH_EMULATOR_PROJECT}${stack.emulatorStartedHere ? "" : ", already running: left as it is"})`;
  return [
    "",
    "The local stack is running:",
    `  Dashboard      ${stack.dashboardUrl}`,
    `  Gateway API    ${stack.apiUrl}`,
    `  Auth emulator  ${emulator}`,
    `  Data           ${stack.dataLocation}`,
    `  Demo account   ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
    `  Other roles    ${DEMO_PEOPLE_ACCOUNTS.map(({ email }) => email).join(", ")} (same password)`,
    "Press Ctrl-C to stop.",
  ].join("\n");
}
