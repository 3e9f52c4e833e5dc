import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { ensureMonthPartitions } from "../database/month-partitions.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { chatHistoryBodies } from "./chat-history-bodies.schema.ts";

/** What a request said and was answered: kept in chat_history_bodies, apart from the metadata. */
export type LoggedBodies = Partial<
  Pick<
    typeof chatHistoryBodies.$inferSelect,
    "requestContent" | "responseContent" | "tools" | "responseFormat" | "toolCalls"
  >
>;

/** A logged request with every metadata column given, and its bodies. */
export type ChatHistoryRow = typeof chatHistory.$inferSelect & LoggedBodies;

/** A logged request as tests and seeds write it: the columns with defaults may be left out. */
export type ChatHistoryDraft = typeof chatHistory.$inferInsert & LoggedBodies;

/** Each column's property in a row and its name in the table (the JSON's keys). */
const METADATA_COLUMNS = columnsOf(chatHistory);
const BODY_COLUMNS = columnsOf(chatHistoryBodies);
const BODY_FIELDS = ["requestContent", "responseContent", "tools", "responseFormat", "toolCalls"] as const;

/** Half of a surrogate pair without its other half: JSON carries it escaped, and PostgreSQL refuses that escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Inserts rows, metadata and bodies, in one statement with two parameters, the rows as JSON. Cheaper to build and
 * to parse than a multi-row VALUES list of 30 parameters a row, on the server's thread and in the database.
 */
export async function insertChatHistory(db: Database, rows: readonly ChatHistoryRow[]): Promise<void> {
  await ensureMonthPartitions(
    db,
    rows.map((row) => row.createdAt),
  );
  const metadata = JSON.stringify(rows.map((row) => storedRowOf(row, METADATA_COLUMNS)));
  const bodies = JSON.stringify(rows.filter(hasBodies).map((row) => storedRowOf(row, BODY_COLUMNS)));
  await db.execute(
    sql`with metadata as (
          insert into ${chatHistory} select * from json_populate_recordset(null::${chatHistory}, ${metadata})
        )
        insert into ${chatHistoryBodies}
        select * from json_populate_recordset(null::${chatHistoryBodies}, ${bodies})`,
  );
}

/**
 * Inserts requests given in part (tests, seeds): the columns left out take their defaults. `skipExisting` keeps a
 * request already logged (same id and time) as it is, for callers that give the same requests again.
 */
export async function insertChatHistoryDrafts(
  db: Database,
  drafts: readonly ChatHistoryDraft[],
  { skipExisting = false } = {},
): Promise<void> {
  const now = new Date().toISOString();
  const rows = drafts.map((draft) => ({ ...draft, createdAt: draft.createdAt ?? now }));
  await ensureMonthPartitions(
    db,
    rows.map((row) => row.createdAt),
  );
  if (rows.length === 0) return;
  const metadata = db.insert(chatHistory).values(rows);
  await (skipExisting ? metadata.onConflictDoNothing() : metadata);
  const withBodies = rows.filter(hasBodies).map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    userId: row.userId,
    organizationId: row.organizationId ?? null,
    ...Object.fromEntries(BODY_FIELDS.map((field) => [field, row[field] ?? null])),
  }));
  if (withBodies.length === 0) return;
  const bodies = db.insert(chatHistoryBodies).values(withBodies);
  await (skipExisting ? bodies.onConflictDoNothing() : bodies);
}

function hasBodies(row: LoggedBodies): boolean {
  return BODY_FIELDS.some((field) => row[field] != null);
}

function columnsOf(table: typeof chatHistory | typeof chatHistoryBodies) {
  return Object.entries(getTableColumns(table)).map(([property, column]) => [property, column.name] as const);
}

function storedRowOf(
  row: ChatHistoryRow,
  columns: readonly (readonly [string, string])[],
): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [property, name] of columns) {
    const value = (row as Record<string, unknown>)[property];
    stored[name] = typeof value === "string" ? storableText(value) : (value ?? null);
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
