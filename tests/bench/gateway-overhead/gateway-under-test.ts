import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { keyColumnsOf, newApiKeyValue } from "../../../gateway/api-keys/api-key-value.ts";
import { userApiKeys } from "../../../gateway/api-keys/api-keys.schema.ts";
import { chatHistory } from "../../../gateway/chat-completions/chat-history.schema.ts";
import { GATEWAY_NODE_FLAGS, GATEWAY_PROCESS_ENVIRONMENT } from "../../../gateway/config/gateway-process.ts";
import { openDatabase } from "../../../gateway/database/open-database.ts";
import { users } from "../../../gateway/identity/users.schema.ts";
import { forwardOutput, minimalEnvironment, startTypeScriptProcess, stopProcess } from "./node-processes.ts";

/** The catalogue model the benchmark asks for; the mock upstream is configured to serve it. */
export const BENCH_MODEL = "gpt-4o-mini";

export interface GatewayUnderTest {
  /** e.g. http://127.0.0.1:40123/v1/api */
  readonly apiUrl: string;
  readonly pid: number;
  /** A user API key seeded in its database. */
  readonly apiKey: string;
  /** Stops it (it writes what it has not yet recorded) once; then how many requests it recorded, by status. */
  stop(): Promise<ReadonlyMap<number, number>>;
}

/**
 * The real gateway as `npm start` runs it (`node --import tsx gateway/main.ts` with the gateway's Node flags and
 * environment, PGlite in a data folder, logs at warn), in its own process, forwarding the benchmark model to the mock upstream; its database holds one user
 * and one of their API keys, seeded before it starts (PGlite opens a folder in one process at a time).
 */
export async function startGatewayUnderTest(
  upstreamBaseUrl: string,
  nodeFlags: readonly string[],
): Promise<GatewayUnderTest> {
  const folder = await mkdtemp(join(tmpdir(), "gateway-overhead-"));
  const dataDir = join(folder, "pglite");
  const apiKey = await seedUserWithKey(dataDir);
  const upstreamsFile = join(folder, "upstreams.json");
  const upstreams = [{ name: "Mock OpenAI", baseUrl: upstreamBaseUrl, models: [BENCH_MODEL] }];
  await writeFile(upstreamsFile, JSON.stringify({ upstreams }));
  const port = await freePort();
  const child = startTypeScriptProcess(
    "gateway/main.ts",
    minimalEnvironment({
      ...GATEWAY_PROCESS_ENVIRONMENT,
      GATEWAY_PORT: String(port),
      GATEWAY_DATA_DIR: dataDir,
      GATEWAY_UPSTREAMS_FILE: upstreamsFile,
      GATEWAY_LOG_LEVEL: "warn",
      // One key sends every request here; the limit per client is not what is measured.
      GATEWAY_RATE_LIMIT_PER_SECOND: "1000000",
    }),
    [...GATEWAY_NODE_FLAGS, ...nodeFlags],
  );
  forwardOutput(child, "gateway");
  const apiUrl = `http://127.0.0.1:${port}/v1/api`;
  await untilListening(apiUrl, child);
  let stopped: Promise<ReadonlyMap<number, number>> | null = null;
  const stopAndCount = async () => {
    try {
      const code = await stopProcess(child);
      if (code !== 0) throw new Error(`the gateway exited with ${code} when stopped`);
      return await recordedRequests(dataDir);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
  return { apiUrl, pid: child.pid ?? 0, apiKey, stop: () => (stopped ??= stopAndCount()) };
}

async function seedUserWithKey(dataDir: string): Promise<string> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const apiKey = newApiKeyValue();
  await database.db.insert(users).values({ id: "bench-user", email: "bench@example.com" });
  await database.db
    .insert(userApiKeys)
    .values({ ...keyColumnsOf("bench-key", apiKey, "Key 1"), userId: "bench-user" });
  await database.close();
  return apiKey;
}

async function recordedRequests(dataDir: string): Promise<Map<number, number>> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const rows = await database.db
    .select({ status: chatHistory.statusCode, requests: count() })
    .from(chatHistory)
    .groupBy(chatHistory.statusCode);
  await database.close();
  return new Map(rows.map(({ status, requests }) => [status, requests]));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Waits until the gateway answers (any status: its database is migrated and seeded by then). */
export async function untilListening(apiUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode} at start`);
    const answered = await fetch(`${apiUrl}/chat/completions`, { method: "OPTIONS" }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the gateway did not start listening within 60 s");
}
