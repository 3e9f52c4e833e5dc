import type { FeedbackDraft } from "../../core/feedback/stored-feedback-draft.ts";
import type { FieldError } from "../../core/validation/invalid-input-error.ts";

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
