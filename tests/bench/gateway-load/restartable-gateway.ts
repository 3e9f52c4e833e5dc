import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { keyColumnsOf, newApiKeyValue } from "../../../gateway/api-keys/api-key-value.ts";
import { userApiKeys } from "../../../gateway/api-keys/api-keys.schema.ts";
import { chatHistory } from "../../../gateway/chat-completions/chat-history.schema.ts";
import { GATEWAY_NODE_FLAGS, GATEWAY_PROCESS_ENVIRONMENT } from "../../../gateway/config/gateway-process.ts";
import { type DatabaseLocation, openDatabase } from "../../../gateway/database/open-database.ts";
import { users } from "../../../gateway/identity/users.schema.ts";
import { freePort, untilListening } from "../gateway-overhead/gateway-under-test.ts";
import {
  forwardOutput,
  minimalEnvironment,
  startTypeScriptProcess,
  stopProcess,
} from "../gateway-overhead/node-processes.ts";

const LOAD_USER_ID = "load-user";

/**
 * The reference gateway as `npm run gateway` runs it (tsx, the gateway's Node flags and environment, PGlite in `dataDir` or the
 * PostgreSQL server at `databaseUrl`, no upstream: the simulated provider answers, logs at warn), in its own
 * process so that its memory can be read and it can be stopped, killed and started again on the same port and
 * data. Its default rate limit stays on.
 */
export class RestartableGateway {
  private child: ChildProcess | null = null;
  /** A server's instances share one secret key (GATEWAY_SECRET_KEY); PGlite keeps its own beside its data. */
  private readonly secretKey = randomBytes(32).toString("base64");

  private constructor(
    private readonly database: DatabaseLocation,
    private readonly port: number,
  ) {}

  /** A gateway on a free port that prepares its database itself when it starts, as on its first start. */
  static async onNewDatabase(database: DatabaseLocation): Promise<RestartableGateway> {
    return new RestartableGateway(database, await freePort());
  }

  /** A gateway on a free port whose database holds one user with `keyCount` API keys (seeded before it starts). */
  static async seeded(
    database: DatabaseLocation,
    keyCount: number,
  ): Promise<{ gateway: RestartableGateway; keys: string[] }> {
    const keys = Array.from({ length: keyCount }, () => newApiKeyValue());
    const opened = await openDatabase(database);
    await opened.db.insert(users).values({ id: LOAD_USER_ID, email: "load@example.com" });
    await opened.db.insert(userApiKeys).values(
      keys.map((secret, index) => ({
        ...keyColumnsOf(`load-key-${index}`, secret, `Key ${index + 1}`),
        userId: LOAD_USER_ID,
      })),
    );
    await opened.close();
    return { gateway: new RestartableGateway(database, await freePort()), keys };
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/v1/api`;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  /** Starts it; resolves once it answers. */
  async start(): Promise<void> {
    const child = startTypeScriptProcess(
      "gateway/main.ts",
      minimalEnvironment({
        ...GATEWAY_PROCESS_ENVIRONMENT,
        GATEWAY_PORT: String(this.port),
        ...(this.database.databaseUrl
          ? { DATABASE_URL: this.database.databaseUrl, GATEWAY_SECRET_KEY: this.secretKey }
          : { GATEWAY_DATA_DIR: this.database.dataDir ?? "memory" }),
        GATEWAY_LOG_LEVEL: "warn",
      }),
      GATEWAY_NODE_FLAGS,
    );
    forwardOutput(child, "gateway");
    this.child = child;
    await untilListening(this.apiUrl, child);
  }

  /** SIGTERM: a graceful stop; rejects unless it exits with 0. */
  async stop(): Promise<void> {
    const code = this.child ? await stopProcess(this.child) : 0;
    this.child = null;
    if (code !== 0) throw new Error(`the gateway exited with ${code} when stopped`);
  }

  /** SIGKILL: the process ends at once, as in a crash or an out-of-memory kill. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGKILL");
    });
  }

  /** The prompts of the load user's requests logged with status 200 (read with the gateway stopped). */
  async loggedQueries(): Promise<Set<string>> {
    const opened = await openDatabase(this.database);
    try {
      const rows = await opened.db
        .select({ query: chatHistory.query })
        .from(chatHistory)
        .where(and(eq(chatHistory.userId, LOAD_USER_ID), eq(chatHistory.statusCode, 200)));
      return new Set(rows.map((row) => row.query));
    } finally {
      await opened.close();
    }
  }
}
