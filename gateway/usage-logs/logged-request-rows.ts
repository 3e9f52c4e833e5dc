import { desc, type SQL } from "drizzle-orm";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { chatHistoryBodies } from "../chat-completions/chat-history-bodies.schema.ts";
import type { LoggedBodies } from "../chat-completions/chat-history-insert.ts";
import { BODIES_OF_REQUEST, LOGGED_BODY_COLUMNS } from "../chat-completions/logged-request-columns.ts";
import type { Database } from "../database/database.ts";

export interface LoggedRequestRow {
  readonly request: typeof chatHistory.$inferSelect;
  /** Null unless asked for, and for a request whose bodies are gone (or never were). */
  readonly bodies: LoggedBodies | null;
}

/**
 * The logged requests passing `where`, newest first (created_at desc, id desc: the cursor's order), at most
 * `limit`; their bodies joined only when asked for, so a list never reads the bulk of the log.
 */
export async function loggedRequestRows(
  db: Database,
  where: SQL | undefined,
  limit: number,
  withBodies: boolean,
): Promise<LoggedRequestRow[]> {
  const newestFirst = [desc(chatHistory.createdAt), desc(chatHistory.id)];
  if (!withBodies) {
    const rows = await db
      .select()
      .from(chatHistory)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit);
    return rows.map((request) => ({ request, bodies: null }));
  }
  return db
    .select({ request: chatHistory, bodies: LOGGED_BODY_COLUMNS })
    .from(chatHistory)
    .leftJoin(chatHistoryBodies, BODIES_OF_REQUEST)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
}
