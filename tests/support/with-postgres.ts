// Runs a command against a throwaway PostgreSQL server (Debian's postgresql, tests/support/ensure-postgresql.sh):
//   node --import tsx tests/support/with-postgres.ts -- <command…>
// initdb into a temporary folder as the postgres user, start it on 127.0.0.1 at a free port, run the command with
// GATEWAY_TEST_DATABASE_URL pointing at it, then stop the server and remove the folder. The exit code is the
// command's; a missing PostgreSQL fails the run instead of skipping it.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, globSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unusedPort } from "./loopback-ports.ts";

const separator = process.argv.indexOf("--");
const command = (separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2)).join(" ");
if (!command) {
  console.error("usage: node --import tsx tests/support/with-postgres.ts -- <command>");
  process.exit(2);
}

const bin = globSync("/usr/lib/postgresql/*/bin")
  .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
  .at(-1);
if (!bin) {
  console.error("PostgreSQL is missing: run bash tests/support/ensure-postgresql.sh (Debian's postgresql).");
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), "gateway-postgres-"));
const data = join(folder, "data");
const port = await unusedPort();
// The server refuses to run as root: the data folder and the server belong to the postgres user.
const asPostgres = (program: string, args: string[]) =>
  execFileSync("runuser", ["-u", "postgres", "--", join(bin, program), ...args], { stdio: "pipe" });
chownSync(folder, ...postgresIds());
asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
asPostgres("pg_ctl", [
  "-D",
  data,
  "-w",
  "-l",
  join(folder, "server.log"),
  "-o",
  `-h 127.0.0.1 -p ${port} -k ${folder}`,
  "start",
]);

let stopped = false;
const stopServer = () => {
  if (stopped) return;
  stopped = true;
  try {
    asPostgres("pg_ctl", ["-D", data, "-w", "-m", "fast", "stop"]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
process.once("exit", stopServer);

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.info(`PostgreSQL ${bin.split("/").at(-2)} at ${url}`);
const child = spawn(command, {
  shell: true,
  stdio: "inherit",
  env: { ...process.env, GATEWAY_TEST_DATABASE_URL: url },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((done) =>
  child.on("exit", (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
stopServer();
process.exit(code);

function postgresIds(): [number, number] {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return [uid, gid];
}
