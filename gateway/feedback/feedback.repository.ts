import { randomUUID } from "node:crypto";
import type { Feedback } from "../../core/feedback/feedback.dto.ts";
import type { Database } from "../database/database.ts";
import { feedback } from "./feedback.schema.ts";

/** Stores one piece of feedback and answers its id. */
export async function storeFeedback(
  db: Database,
  sent: Feedback,
  userId: string | null,
  createdAt: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(feedback).values({
    id,
    topic: sent.topic,
    message: sent.message,
    email: sent.email ?? null,
    userId,
    createdAt,
  });
  return id;
}
