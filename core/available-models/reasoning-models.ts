/**
 * The models that reason before answering (SPEC §3: hasReasoning is true for one listed name). The playground
 * sends them reasoning_effort and max_completion_tokens instead of max_tokens. Matched on the gateway's
 * systemName; the reference gateway's seed uses the same name.
 */
export const REASONING_MODEL_NAMES: readonly string[] = ["o3-mini"];

export function isReasoningModel(systemName: string): boolean {
  return REASONING_MODEL_NAMES.includes(systemName);
}
