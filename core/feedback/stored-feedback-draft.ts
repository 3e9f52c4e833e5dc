import type { KeyValueStore, StorageKey } from "../storage/key-value-store.port.ts";
// Not the DTO: sign-out (in the first download) forgets the draft, and must not bring class-validator with it.
import { FEEDBACK_TOPICS, type FeedbackTopic } from "./feedback-topics.ts";

/** Where an unsent feedback form is kept across a reload; removed once the feedback is sent. */
export const FEEDBACK_STORAGE_KEY: StorageKey = "feedback";

/** The form as typed: a topic not chosen yet is empty. */
export interface FeedbackDraft {
  readonly topic: FeedbackTopic | "";
  readonly message: string;
  readonly email: string;
}

export function writeFeedbackDraft(store: Pick<KeyValueStore, "write">, draft: FeedbackDraft): void {
  store.write(FEEDBACK_STORAGE_KEY, JSON.stringify(draft));
}

export function forgetFeedbackDraft(store: Pick<KeyValueStore, "remove">): void {
  store.remove(FEEDBACK_STORAGE_KEY);
}

/** The draft as stored, or null when nothing usable is: storage can be edited, so another shape is ignored. */
export function readFeedbackDraft(store: Pick<KeyValueStore, "read">): FeedbackDraft | null {
  const raw = store.read(FEEDBACK_STORAGE_KEY);
  // Stryker disable next-line ConditionalExpression: JSON.parse(null) reads "null", and reading fields of null throws, caught below: null either way
  if (raw === null) return null;
  try {
    const { topic, message, email } = JSON.parse(raw) as Record<string, unknown>;
    const knownTopic = topic === "" || (FEEDBACK_TOPICS as readonly unknown[]).includes(topic);
    if (!knownTopic || typeof message !== "string" || typeof email !== "string") return null;
    return { topic: topic as FeedbackTopic | "", message, email };
  } catch {
    return null;
  }
}
