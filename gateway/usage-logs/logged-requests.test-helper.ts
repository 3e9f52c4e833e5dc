import { type ChatHistoryDraft, insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import type { Database } from "../database/database.ts";
import type { SignedInPerson } from "../testing/test-gateway.ts";

/** A successful chat request of the person, made from the playground, costing $0.0000135 for 30 tokens. */
export function loggedRequest(
  userId: string,
  fields: Partial<ChatHistoryDraft> & { id: string },
): ChatHistoryDraft {
  return {
    userId,
    apikey: "playground",
    vendor: "OpenAI",
    model: "gpt-4o-mini",
    query: `Question ${fields.id}`,
    statusCode: 200,
    tokensIn: 10,
    tokensOut: 20,
    totalTokens: 30,
    tokensInCost: 0.0000015,
    tokensOutCost: 0.000012,
    totalCost: 0.0000135,
    createdAt: "2025-03-01T12:00:00.000Z",
    ...fields,
  };
}

/**
 * `count` requests of the person, a minute apart, the newest at `newestAt`, ids `<prefix>-<the person's>-0001`
 * (newest) on; the ids, newest first.
 */
export async function logRequests(
  db: Database,
  person: SignedInPerson,
  count: number,
  {
    prefix = "req",
    newestAt = Date.parse("2025-03-14T12:00:00.000Z"),
    ...fields
  }: Partial<ChatHistoryDraft> & {
    prefix?: string;
    newestAt?: number;
  } = {},
): Promise<string[]> {
  const drafts = Array.from({ length: count }, (_, index) =>
    loggedRequest(person.uid, {
      id: `${prefix}-${person.uid.slice(0, 8)}-${String(index + 1).padStart(4, "0")}`,
      createdAt: new Date(newestAt - index * 60_000).toISOString(),
      ...fields,
    }),
  );
  // A few hundred rows a statement keeps each within PostgreSQL's 65,535 parameters.
  for (let start = 0; start < drafts.length; start += 500)
    await insertChatHistoryDrafts(db, drafts.slice(start, start + 500));
  return drafts.map((draft) => draft.id);
}
