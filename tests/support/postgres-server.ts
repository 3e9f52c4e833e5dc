// A PostgreSQL server of Debian's postgresql (tests/support/ensure-postgresql.sh) on 127.0.0.1 at a free port, run
// as the postgres user (the server refuses root), its data in a folder of its own: a throwaway one, or one kept
// between runs (a benchmark's generated data).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, globSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unusedPort } from "./loopback-ports.ts";

export interface PostgresServer {
  readonly url: string;
  /** The server's major version folder name, e.g. "17". */
  readonly version: string;
  /** Stops the server; a throwaway folder is removed, a kept one left for the next run. */
  stop(): void;
}

export interface PostgresServerOptions {
  /** A folder kept between runs (made on the first); without it, a temporary folder removed on stop. */
  readonly keptFolder?: string;
  /** Server settings, as `-c name=value` options. */
  readonly settings?: Readonly<Record<string, string>>;
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const bin = globSync("/usr/lib/postgresql/*/bin")
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .at(-1);
  if (!bin)
    throw new Error(
      "PostgreSQL is missing: run bash tests/support/ensure-postgresql.sh (Debian's postgresql).",
    );
  const folder = options.keptFolder ?? mkdtempSync(join(tmpdir(), "gateway-postgres-"));
  mkdirSync(folder, { recursive: true });
  const data = join(folder, "data");
  const port = await unusedPort();
  const asPostgres = (program: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", join(bin, program), ...args], { stdio: "pipe" });
  chownSync(folder, ...postgresIds());
  if (!existsSync(join(data, "PG_VERSION")))
    asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`);
  asPostgres("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    join(folder, "server.log"),
    "-o",
    [`-h 127.0.0.1 -p ${port} -k ${folder}`, ...settings].join(" "),
    "start",
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres("pg_ctl", ["-D", data, "-w", "-m", "fast", "stop"]);
    } finally {
      if (!options.keptFolder) rmSync(folder, { recursive: true, force: true });
    }
  };
  process.once("exit", stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: bin.split("/").at(-2) ?? "",
    stop,
  };
}

function postgresIds(): [number, number] {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return [uid, gid];
}
