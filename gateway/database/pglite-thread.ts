import { Worker } from "node:worker_threads";
import type { PgliteThreadReply, PgliteThreadRequest, PgliteThreadStart } from "./pglite-thread-protocol.ts";

/** A query's options as Drizzle gives them: its parsers only ever keep a type's text as PostgreSQL wrote it. */
interface QueryOptions {
  readonly rowMode?: "array" | "object";
  readonly parsers?: Record<number, unknown>;
}

/** The part of a PGlite query result Drizzle reads. */
interface QueryResult {
  readonly rows: unknown[];
  readonly fields: { readonly name: string; readonly dataTypeID: number }[];
  readonly affectedRows?: number;
}

/** What Drizzle's PGlite driver calls on a client and on a transaction (query, exec), and how to close it. */
export interface PgliteThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

type Request = PgliteThreadRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, "id">
    : never
  : never;

/**
 * An embedded PGlite running in a worker thread (pglite-thread.worker.ts), spoken to as Drizzle speaks to PGlite:
 * every statement's WebAssembly work runs off the server's thread, which only sends it and reads its rows.
 * The process stays alive while a statement is under way, not for an idle database.
 */
export class PgliteThread implements PgliteThreadTransaction {
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  /** Why the thread is gone (it failed or exited): every later statement is refused with it. */
  private gone: Error | null = null;

  private readonly onReply = (reply: PgliteThreadReply) => this.settle(reply);
  private readonly onError = (error: Error) => this.failAll(error);
  private readonly onExit = (code: number) =>
    this.failAll(new Error(`the PGlite thread exited with ${code}`));

  /**
   * `nextId`: the first request id. A thread started afresh goes on from its former handle's ids, so an answer still
   * on its way to that handle (say, to a transaction begun as its database closed) settles nothing of the new one.
   */
  private constructor(
    private readonly worker: Worker,
    private readonly fromTemplate: boolean,
    private nextId = 1,
  ) {
    worker.on("message", this.onReply);
    worker.on("error", this.onError);
    worker.on("exit", this.onExit);
  }

  /** Starts the thread and resolves once its PGlite is ready (a data folder opened, or a template loaded). */
  static async start(dataDir: string | null, template: Blob | null): Promise<PgliteThread> {
    const start: PgliteThreadStart = { dataDir, template: template ? await template.arrayBuffer() : null };
    const worker = new Worker(new URL("./pglite-thread.worker.ts", import.meta.url), { workerData: start });
    const thread = new PgliteThread(worker, template !== null && dataDir === null);
    await thread.answerTo(0);
    return thread;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.queryIn(null, sql, params, options);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.ask({ op: "exec", transaction: null, sql }) as Promise<QueryResult[]>;
  }

  /** Runs `work` in a transaction: committed when it resolves, rolled back (and its error rethrown) when not. */
  async transaction<T>(work: (transaction: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.ask({ op: "begin" })) as number;
    const transaction: PgliteThreadTransaction = {
      query: (sql, params = [], options = {}) => this.queryIn(id, sql, params, options),
      exec: (sql) => this.ask({ op: "exec", transaction: id, sql }) as Promise<QueryResult[]>,
    };
    let outcome: T;
    try {
      outcome = await work(transaction);
    } catch (error) {
      await this.ask({ op: "end", transaction: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.ask({ op: "end", transaction: id, commit: true });
    return outcome;
  }

  /** The data folder as a tarball, as PGlite's own dumpDataDir gives it (tests start from a migrated one). */
  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
    return new Blob([(await this.ask({ op: "dump", compression })) as ArrayBuffer]);
  }

  /**
   * Closes this database and opens a fresh copy of the template the thread started from, in the same thread, whose
   * WebAssembly is already compiled: several times quicker than a new thread (the gateway's tests open one database
   * per file). Resolves to the new database's handle. This one refuses every statement from the moment it asks, as
   * a closed one does, even when the thread refuses (a statement still under way): the caller then closes the thread.
   */
  async freshFromTemplate(): Promise<PgliteThread> {
    if (this.gone) throw this.gone;
    // A data folder would open again as it was left: only a copy of a template starts afresh.
    if (!this.fromTemplate) throw new Error("only a thread started from a template starts afresh");
    const asked = this.ask({ op: "fresh" });
    // Refused from now on, so that nothing this handle sends reaches the fresh database.
    this.gone = new Error("the database was closed");
    await asked;
    this.worker.off("message", this.onReply);
    this.worker.off("error", this.onError);
    this.worker.off("exit", this.onExit);
    return new PgliteThread(this.worker, true, this.nextId);
  }

  async close(): Promise<void> {
    try {
      await this.ask({ op: "close" });
    } finally {
      await this.worker.terminate();
    }
  }

  private queryIn(transaction: number | null, sql: string, params: unknown[], options: QueryOptions) {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    const rowMode = options.rowMode ?? "object";
    return this.ask({ op: "query", transaction, sql, params, rowMode, rawTypes }) as Promise<QueryResult>;
  }

  private ask(request: Request): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    const answered = this.answerTo(id);
    this.worker.postMessage({ ...request, id } as PgliteThreadRequest);
    return answered;
  }

  private answerTo(id: number): Promise<unknown> {
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  private settle(reply: PgliteThreadReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.worker.unref();
    if ("error" in reply) waiting.reject(databaseError(reply.error));
    else waiting.resolve(reply.result);
  }

  private failAll(error: Error): void {
    this.gone ??= error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}

/** The thread's error as an Error again, with the fields PostgreSQL gave it (code, constraint, detail…). */
function databaseError(fields: Record<string, unknown>): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(String(message)), rest);
  if (typeof name === "string") error.name = name;
  return error;
}
