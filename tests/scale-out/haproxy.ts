import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";

const HAPROXY = "/usr/sbin/haproxy";

export interface Backend {
  readonly name: string;
  readonly port: number;
}

/**
 * Debian's haproxy in front of the instances: round robin, each instance checked on GET /readyz every 250 ms
 * (out after 2 failures, back after 2 successes), X-Forwarded-For added, and the serving instance's name sent back
 * in x-served-by so the suite can tell who answered. A request whose instance refused the connection, closed it
 * without an answer or answered 503 (draining) is sent to another instance: what lets a stop go unnoticed.
 */
export function haproxyConfig(port: number, backends: readonly Backend[]): string {
  return [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 1s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response 503",
    "  option forwardfor",
    "frontend gateway",
    `  bind 127.0.0.1:${port}`,
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    "  http-response set-header x-served-by %s",
    "  default-server inter 250ms fall 2 rise 2",
    ...backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    "",
  ].join("\n");
}

export interface Haproxy {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts haproxy in the foreground with its configuration written to `folder`; resolves once it listens. */
export async function startHaproxy(
  folder: string,
  port: number,
  backends: readonly Backend[],
): Promise<Haproxy> {
  if (!existsSync(HAPROXY))
    throw new Error("haproxy is missing: run bash tests/support/ensure-haproxy.sh (Debian's haproxy).");
  const config = join(folder, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, backends));
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  process.once("exit", () => child.kill("SIGKILL"));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(url).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) throw new Error(`haproxy did not listen on ${port}: ${output}`);
    await pause(50);
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await gone;
    },
  };
}
