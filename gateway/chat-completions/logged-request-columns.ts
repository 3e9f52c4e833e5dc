import { and, eq, getTableColumns } from "drizzle-orm";
import { chatHistory } from "./chat-history.schema.ts";
import { chatHistoryBodies } from "./chat-history-bodies.schema.ts";

/** What a request said and was answered, read from chat_history_bodies beside its metadata (null once removed). */
export const LOGGED_BODY_COLUMNS = {
  requestContent: chatHistoryBodies.requestContent,
  responseContent: chatHistoryBodies.responseContent,
  tools: chatHistoryBodies.tools,
  responseFormat: chatHistoryBodies.responseFormat,
  toolCalls: chatHistoryBodies.toolCalls,
};

/** A logged request whole: its metadata and its bodies, for `select(...).from(chatHistory).leftJoin(...)`. */
export const LOGGED_REQUEST_COLUMNS = { ...getTableColumns(chatHistory), ...LOGGED_BODY_COLUMNS };

/** The join of a request's row to its bodies: same month partition, same id. */
export const BODIES_OF_REQUEST = and(
  eq(chatHistoryBodies.createdAt, chatHistory.createdAt),
  eq(chatHistoryBodies.id, chatHistory.id),
);
