// Runs a command with the Firebase Auth emulator up (firebase.json: 127.0.0.1:9099, no UI), then stops it:
//   node --import tsx tests/support/with-auth-emulator.ts -- <command…>
// The exit code is the command's. firebase-tools runs through npx so it gets the project's Node 24.
import { spawn } from "node:child_process";
import { AUTH_EMULATOR_PROJECT } from "./auth-emulator.ts";

const separator = process.argv.indexOf("--");
const command = (separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2)).join(" ");
if (!command) {
  console.error("usage: node --import tsx tests/support/with-auth-emulator.ts -- <command>");
  process.exit(2);
}

const quoted = `'${command.replace(/'/g, `'\\''`)}'`;
const child = spawn(
  `npx firebase emulators:exec --only auth --project ${AUTH_EMULATOR_PROJECT} --non-interactive ${quoted}`,
  {
    shell: true,
    stdio: "inherit",
    env: {
      ...process.env,
      // No network beyond loopback: no message-of-the-day, update check or usage report.
      CI: "true",
      NO_UPDATE_NOTIFIER: "1",
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    },
  },
);
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
