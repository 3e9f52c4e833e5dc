import { HttpProblem } from "./http-problem.ts";

export const MODEL_NOT_FOUND = "model_not_found";
/** A spent budget: OpenAI's code (and type) for a quota that retrying will not restore. */
export const INSUFFICIENT_QUOTA = "insufficient_quota";

/** 404 model_not_found, worded for OpenAI's clients as OpenAI words it; the dashboard keeps "Unknown model: x". */
export function modelNotFound(model: string): HttpProblem {
  return new HttpProblem(404, `Unknown model: ${model}`).describedAs({
    code: MODEL_NOT_FOUND,
    clientMessage: `The model \`${model}\` does not exist or you do not have access to it.`,
  });
}

/** How OpenAI shows a key it refused: its first characters and its last four, the rest hidden. */
export function maskedKey(key: string): string {
  if (key.length <= 12) return "*".repeat(key.length);
  return `${key.slice(0, 6)}${"*".repeat(Math.min(key.length - 10, 24))}${key.slice(-4)}`;
}
