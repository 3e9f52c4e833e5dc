import { type SQL, sql } from "drizzle-orm";
import { FOREIGN_CURSOR_MESSAGE } from "../../core/usage-logs/usage-log-rules.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { badRequest } from "../server/http-problem.ts";

/**
 * Where a page of the request logs ended, in their order (created_at desc, id desc): the last request's timestamp
 * as the database wrote it (to the microsecond: a millisecond Date would skip requests of the same millisecond)
 * and its id.
 */
export interface RequestLogPosition {
  readonly createdAt: string;
  readonly id: string;
}

/** A stored timestamp: `2025-03-14 12:00:00.123456+00` as PostgreSQL writes it, or ISO 8601's `…T…Z`. */
const TIMESTAMP =
  /^([1-9]\d{3})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;
/** An id the logs could hold: printable, no control characters (PostgreSQL's text refuses NUL). */
const ID = /^[^\p{Cc}]{1,200}$/u;

/** The opaque cursor of a position: base64url of its JSON pair. */
export function cursorOf(position: RequestLogPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");
}

/**
 * The position a cursor names, or a 400 when the gateway could not have given it: not base64url of the pair in the
 * very form `cursorOf` writes, or a timestamp the calendar does not know (which the database would refuse).
 */
export function positionOf(cursor: string): RequestLogPosition {
  const pair = pairOf(cursor);
  if (!pair || cursorOf({ createdAt: pair[0], id: pair[1] }) !== cursor)
    throw badRequest(FOREIGN_CURSOR_MESSAGE);
  const [createdAt, id] = pair;
  if (!isCalendarTimestamp(createdAt) || !ID.test(id)) throw badRequest(FOREIGN_CURSOR_MESSAGE);
  return { createdAt, id };
}

/** The requests after the position in the logs' order: older, or as old with a smaller id. */
export function after(position: RequestLogPosition): SQL {
  return sql`(${chatHistory.createdAt}, ${chatHistory.id}) < (${position.createdAt}::timestamptz, ${position.id})`;
}

function pairOf(cursor: string): [string, string] | null {
  try {
    const pair: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(pair) && pair.length === 2) {
      const [createdAt, id] = pair;
      if (typeof createdAt === "string" && typeof id === "string") return [createdAt, id];
    }
  } catch {
    // Not JSON: not a cursor of ours.
  }
  return null;
}

function isCalendarTimestamp(text: string): boolean {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60 &&
    (second ?? 60) < 60 &&
    offsetHours < 16 &&
    offsetMinutes < 60
  );
}
