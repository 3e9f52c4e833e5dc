import type { FeedbackTopic } from "../../core/feedback/feedback.dto.ts";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";

/** The form as typed: a topic not chosen yet is empty. */
export interface FeedbackDraft {
  readonly topic: FeedbackTopic | "";
  readonly message: string;
  /** Optional; prefilled with the signed-in person's email. */
  readonly email: string;
}

export type FeedbackField = keyof FeedbackDraft;

export interface FeedbackState {
  readonly draft: FeedbackDraft;
  /** The rules the draft breaks, shown once the person has tried to send it, then kept up to date as they type. */
  readonly fieldErrors: readonly FieldError[];
  readonly sending: boolean;
}

export function emptyDraft(email: string | null): FeedbackDraft {
  return { topic: "", message: "", email: email ?? "" };
}
