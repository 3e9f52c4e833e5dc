import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { chatHistory } from "./chat-history.schema.ts";

/** A row with every column given: inserted as JSON, where a missing value is a null, never the column's default. */
export type ChatHistoryRow = typeof chatHistory.$inferSelect;

/** Each column's property in a row and its name in the table (the JSON's keys). */
const COLUMNS = Object.entries(getTableColumns(chatHistory)).map(
  ([property, column]) => [property as keyof ChatHistoryRow, column.name] as const,
);

/** Half of a surrogate pair without its other half: JSON carries it escaped, and PostgreSQL refuses that escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Inserts rows in one statement with one parameter, the rows as JSON. Cheaper to build and to parse than a
 * multi-row VALUES list of 30 parameters a row: on an embedded PGlite, which runs on the server's thread, this
 * is what keeps a batch from holding up the requests being answered meanwhile.
 */
export async function insertChatHistory(db: Database, rows: readonly ChatHistoryRow[]): Promise<void> {
  const json = JSON.stringify(rows.map(storedRowOf));
  await db.execute(
    sql`insert into ${chatHistory} select * from json_populate_recordset(null::${chatHistory}, ${json})`,
  );
}

function storedRowOf(row: ChatHistoryRow): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [property, name] of COLUMNS) {
    const value = row[property];
    stored[name] = typeof value === "string" ? storableText(value) : value;
  }
  return stored;
}

/**
 * Text as PostgreSQL can hold it: without NUL characters (which a client may well send in a prompt, and which
 * would fail the whole batch), and with a lone surrogate replaced as UTF-8 encoding would replace it.
 */
function storableText(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD");
}
