import { and, eq } from "drizzle-orm";
import type { OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import type { Database } from "../database/database.ts";
import { storedResponses } from "./stored-responses.schema.ts";

/** A response the gateway keeps, and the conversation it ends. */
export interface StoredResponse {
  readonly id: string;
  readonly response: Readonly<Record<string, unknown>>;
  readonly conversation: readonly OpenAiChatMessage[];
}

/** The responses a person's requests were answered with; nobody reads or continues another person's. */
export class StoredResponses {
  constructor(private readonly db: Database) {}

  async save(userId: string, createdAt: string, stored: StoredResponse): Promise<void> {
    await this.db.insert(storedResponses).values({
      id: stored.id,
      userId,
      createdAt,
      response: stored.response,
      conversation: stored.conversation,
    });
  }

  async find(userId: string, id: string): Promise<StoredResponse | null> {
    const [row] = await this.db
      .select()
      .from(storedResponses)
      .where(and(eq(storedResponses.id, id), eq(storedResponses.userId, userId)));
    if (!row) return null;
    return {
      id: row.id,
      response: row.response as Record<string, unknown>,
      conversation: row.conversation as OpenAiChatMessage[],
    };
  }

  /** True when there was such a response of the person's to delete. */
  async delete(userId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(storedResponses)
      .where(and(eq(storedResponses.id, id), eq(storedResponses.userId, userId)))
      .returning({ id: storedResponses.id });
    return deleted.length > 0;
  }
}
