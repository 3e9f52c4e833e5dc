/** What the server's thread gives the PGlite worker thread when starting it. */
export interface PgliteThreadStart {
  readonly dataDir: string | null;
  /** A dumped data folder to start from (PGlite's loadDataDir). */
  readonly template: ArrayBuffer | null;
}

/** A statement with parameters; `rawTypes`: the type ids whose values come back as PostgreSQL writes them. */
export interface QueryRequest {
  readonly op: "query";
  readonly id: number;
  /** The open transaction it runs in; null: on its own. */
  readonly transaction: number | null;
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly rowMode: "array" | "object";
  readonly rawTypes: readonly number[];
}

/** What the server's thread asks of the PGlite thread; each request is answered once, by its id. */
export type PgliteThreadRequest =
  | QueryRequest
  | { readonly op: "exec"; readonly id: number; readonly transaction: number | null; readonly sql: string }
  /** Opens a transaction; answered with its id once BEGIN ran. */
  | { readonly op: "begin"; readonly id: number }
  /** Commits or rolls back an open transaction; answered once it is over. */
  | { readonly op: "end"; readonly id: number; readonly transaction: number; readonly commit: boolean }
  /** The data folder as a tarball (PGlite's dumpDataDir), answered as its bytes. */
  | { readonly op: "dump"; readonly id: number; readonly compression: "none" | "gzip" | "auto" }
  /** Closes the database and opens a fresh copy of the template the thread started from, in the same thread. */
  | { readonly op: "fresh"; readonly id: number }
  | { readonly op: "close"; readonly id: number };

/** The answer to request `id` (0: the thread's start), or the error it ended with, as plain data. */
export type PgliteThreadReply =
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: Record<string, unknown> };
