// The embedded PGlite, in a worker thread of its own (pglite-thread.ts starts it): its WebAssembly work (a batch
// of the request log, a month's aggregate) no longer holds up the requests the server's thread is answering.
// Plain erasable TypeScript with .ts imports only, so Node runs it whether or not tsx is loaded (tests, builds).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { startParametersWith } from "./pglite-settings.ts";
import type {
  PgliteThreadReply,
  PgliteThreadRequest,
  PgliteThreadStart,
  QueryRequest,
} from "./pglite-thread-protocol.ts";

const start = workerData as PgliteThreadStart;
const port = parentPort;
if (!port) throw new Error("pglite-thread.worker.ts runs as a worker thread");

/** Open transactions by id, and how to end each (resolve: commit; reject: roll back). */
const transactions = new Map<number, Transaction>();
const enders = new Map<number, { commit: () => void; rollBack: (reason: unknown) => void }>();
/** Where an end's answer goes: set when the end is asked for. */
const endRequests = new Map<number, number>();
const ROLLED_BACK = Symbol("rolled back on request");

function openAsStarted(): PGlite {
  return new PGlite({
    startParams: startParametersWith(PGlite.defaultStartParams),
    ...(start.dataDir ? { dataDir: start.dataDir } : {}),
    ...(start.template ? { loadDataDir: new Blob([start.template]) } : {}),
  });
}

let client = openAsStarted();

function reply(message: PgliteThreadReply): void {
  port?.postMessage(message);
}

/** A database error as plain data: its message and every field a caller may read (code, constraint, detail…). */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [field, value] of Object.entries(error))
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[field] = value;
  return fields;
}

/** Identity parsers for the types the caller asked to receive as PostgreSQL writes them (Drizzle: dates). */
function optionsOf(request: QueryRequest) {
  const parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, (value: string) => value]));
  return { rowMode: request.rowMode, parsers };
}

async function answer(request: PgliteThreadRequest): Promise<void> {
  switch (request.op) {
    case "query": {
      const on = request.transaction === null ? client : transactions.get(request.transaction);
      if (!on) throw new Error(`transaction ${request.transaction} is not open`);
      const result = await on.query(request.sql, [...request.params], optionsOf(request));
      reply({
        id: request.id,
        result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      });
      return;
    }
    case "exec": {
      const on = request.transaction === null ? client : transactions.get(request.transaction);
      if (!on) throw new Error(`transaction ${request.transaction} is not open`);
      const results = await on.exec(request.sql);
      reply({
        id: request.id,
        result: results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows })),
      });
      return;
    }
    case "begin":
      transactionsUnderWay++;
      void client
        .transaction(async (transaction) => {
          transactions.set(request.id, transaction);
          const ended = new Promise<void>((commit, rollBack) => enders.set(request.id, { commit, rollBack }));
          reply({ id: request.id, result: request.id });
          await ended;
        })
        .then(
          () => finishTransaction(request.id, null),
          (error: unknown) => {
            // BEGIN itself failed: the transaction never opened, its caller is told so.
            if (!enders.has(request.id)) reply({ id: request.id, error: plainError(error) });
            else finishTransaction(request.id, error === ROLLED_BACK ? null : error);
          },
        )
        .finally(() => transactionsUnderWay--);
      return;
    case "end": {
      const ender = enders.get(request.transaction);
      if (!ender) throw new Error(`transaction ${request.transaction} is not open`);
      endRequests.set(request.transaction, request.id);
      if (request.commit) ender.commit();
      else ender.rollBack(ROLLED_BACK);
      return;
    }
    case "dump": {
      const bytes = await (await client.dumpDataDir(request.compression)).arrayBuffer();
      port?.postMessage({ id: request.id, result: bytes }, [bytes]);
      return;
    }
    case "fresh": {
      // Closing under a statement or a transaction would cut it short in the middle of PGlite's work (this request
      // is one of those under way).
      if (requestsUnderWay > 1 || transactionsUnderWay > 0) throw new Error("a statement is still under way");
      await client.close();
      client = openAsStarted();
      await client.waitReady;
      reply({ id: request.id, result: null });
      return;
    }
    case "close":
      await client.close();
      reply({ id: request.id, result: null });
      return;
  }
}

function finishTransaction(transaction: number, error: unknown): void {
  const endId = endRequests.get(transaction);
  transactions.delete(transaction);
  enders.delete(transaction);
  endRequests.delete(transaction);
  if (endId === undefined) return;
  reply(error === null ? { id: endId, result: null } : { id: endId, error: plainError(error) });
}

/** Requests being answered, and transactions from their begin to their end: a thread starts afresh with none. */
let requestsUnderWay = 0;
let transactionsUnderWay = 0;

port.on("message", (request: PgliteThreadRequest) => {
  requestsUnderWay++;
  answer(request)
    .catch((error: unknown) => reply({ id: request.id, error: plainError(error) }))
    .finally(() => requestsUnderWay--);
});

client.waitReady.then(
  () => reply({ id: 0, result: null }),
  (error: unknown) => reply({ id: 0, error: plainError(error) }),
);
