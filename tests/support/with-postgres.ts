// Runs a command against a throwaway PostgreSQL server (tests/support/postgres-server.ts):
//   node --import tsx tests/support/with-postgres.ts -- <command…>
// The command runs with GATEWAY_TEST_DATABASE_URL pointing at it; then the server stops and its folder goes. The
// exit code is the command's; a missing PostgreSQL fails the run instead of skipping it.
import { spawn } from "node:child_process";
import { startPostgresServer } from "./postgres-server.ts";

const separator = process.argv.indexOf("--");
const command = (separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2)).join(" ");
if (!command) {
  console.error("usage: node --import tsx tests/support/with-postgres.ts -- <command>");
  process.exit(2);
}

const server = await startPostgresServer().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.info(`PostgreSQL ${server.version} at ${server.url}`);
const child = spawn(command, {
  shell: true,
  stdio: "inherit",
  env: { ...process.env, GATEWAY_TEST_DATABASE_URL: server.url },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((done) =>
  child.on("exit", (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
server.stop();
process.exit(code);
