// A Redis server of Debian's redis-server (tests/support/ensure-redis.sh) on 127.0.0.1 at a free port, keeping
// nothing on disk. It can be stopped and started again on the same port: the gateway's tests of a Redis outage.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { unusedPort } from "./loopback-ports.ts";

const REDIS_SERVER = "/usr/bin/redis-server";

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Stops the server (SIGTERM) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

export async function startRedisServer(port?: number): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER))
    throw new Error("Redis is missing: run bash tests/support/ensure-redis.sh (Debian's redis-server).");
  const chosen = port ?? (await unusedPort());
  let child: ChildProcess | null = null;
  const start = async () => {
    child = await launch(chosen);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    running.kill("SIGTERM");
    await gone;
  };
  await start();
  process.once("exit", () => {
    child?.kill("SIGKILL");
  });
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop, start };
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--loglevel",
      "warning",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start on ${port}: ${output}`)),
      5000,
    );
    const poll = setInterval(() => {
      // Ready once it accepts a connection: redis-server at loglevel warning prints nothing when it is.
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.end();
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      });
      socket.once("error", () => socket.destroy());
    }, 20);
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) on ${port}: ${output}`));
    });
  });
}
