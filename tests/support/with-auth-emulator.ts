// Runs a command with the Firebase Auth emulator up (firebase.json: 127.0.0.1:9099, no UI), then stops it:
//   node --import tsx tests/support/with-auth-emulator.ts -- <command…>
// An emulator that already answers there is used as it is (and left running). The exit code is the command's.
import { spawn } from "node:child_process";
import { ensureAuthEmulator } from "./auth-emulator-process.ts";

const separator = process.argv.indexOf("--");
const command = (separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2)).join(" ");
if (!command) {
  console.error("usage: node --import tsx tests/support/with-auth-emulator.ts -- <command>");
  process.exit(2);
}

const emulator = await ensureAuthEmulator();
const child = spawn(command, { shell: true, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((done) =>
  child.on("exit", (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
await emulator.stop();
process.exit(code);
