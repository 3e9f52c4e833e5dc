import type { StopOutcome, StopReason } from "./anthropic-message.ts";
import { isPlainObject } from "./plain-object.ts";

/** What the answer held that decides its stop reason beyond the chat finish reason. */
export interface AnswerFacts {
  readonly toolUse: boolean;
  readonly refused: boolean;
}

/** Anthropic's classifiers give a category and an explanation; a chat refusal says neither. */
const REFUSAL = { type: "refusal", category: null, explanation: null } as const;

/**
 * The stop reason of a chat choice (its `finish_reason`): a refusal or a content filter stops for "refusal",
 * "length" for "max_tokens", tool calls for "tool_use" (even when an upstream says "stop"). A stop sequence hit
 * is "stop" in chat, which does not say which sequence: the answer is "end_turn" unless the upstream names the
 * sequence in the choice's `stop_reason` (vLLM does) and it is one of the request's.
 */
export function stopOutcomeOf(
  choice: Readonly<Record<string, unknown>>,
  facts: AnswerFacts,
  stopSequences: readonly string[] = [],
): StopOutcome {
  const { finish_reason: finish, stop_reason: sequence } = choice;
  if (facts.refused || finish === "content_filter")
    return { stop_reason: "refusal", stop_sequence: null, stop_details: REFUSAL };
  if (finish === "length") return stopped("max_tokens");
  if (facts.toolUse || finish === "tool_calls" || finish === "function_call") return stopped("tool_use");
  if (typeof sequence === "string" && stopSequences.includes(sequence))
    return stopped("stop_sequence", sequence);
  return stopped("end_turn");
}

function stopped(reason: StopReason, sequence: string | null = null): StopOutcome {
  return { stop_reason: reason, stop_sequence: sequence, stop_details: null };
}

/** The choice a Messages answer is made of: the first (Anthropic answers one message; `n` is chat's alone). */
export function firstChoiceOf(choices: unknown): Readonly<Record<string, unknown>> | null {
  if (!Array.isArray(choices)) return null;
  const choice = choices.find((item) => isPlainObject(item) && (item.index ?? 0) === 0);
  return isPlainObject(choice) ? choice : null;
}
