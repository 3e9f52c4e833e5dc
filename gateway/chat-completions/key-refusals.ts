import type { KeyOnRecord } from "../../core/api-keys/key-on-record.ts";
import type { RateLimitRefusal } from "../../core/api-keys/key-rate-limits.ts";
import { keyModelRefusal, keyRefusal } from "../../core/api-keys/key-refusal.ts";
import type { BudgetRefusal } from "../../core/budgets/budget-reservations.ts";
import { forbidden, HttpProblem, unauthorized } from "../server/http-problem.ts";
import { INSUFFICIENT_QUOTA, MODEL_NOT_FOUND } from "../server/openai-refusals.ts";

export const RATE_LIMIT_EXCEEDED = "rate_limit_exceeded";

/** An expired, revoked or rotated-out key: 401 invalid_api_key, as OpenAI answers a key it will not take. */
export function keyStandingProblem(key: KeyOnRecord, now: number): HttpProblem | null {
  const refusal = keyRefusal(key, now);
  return refusal ? unauthorized(refusal.message).describedAs({ code: "invalid_api_key" }) : null;
}

/** Over a key's requests or tokens per minute: 429 rate_limit_exceeded (the answer carries Retry-After). */
export function rateLimitProblem(refusal: RateLimitRefusal): HttpProblem {
  return new HttpProblem(429, refusal.message).describedAs({ code: RATE_LIMIT_EXCEEDED });
}

/** A spent monthly budget (the key's or the department's): 429 insufficient_quota, which clients do not retry. */
export function budgetProblem(refusal: Pick<BudgetRefusal, "message">): HttpProblem {
  return new HttpProblem(429, refusal.message).describedAs({
    type: INSUFFICIENT_QUOTA,
    code: INSUFFICIENT_QUOTA,
  });
}

/**
 * A model the key may not use: 403 model_not_found, as the department's rule (policy-refusals.ts) answers; null
 * when it may.
 */
export function keyModelProblem(key: Pick<KeyOnRecord, "allowedModels">, model: string): HttpProblem | null {
  const refusal = keyModelRefusal(key, model);
  return refusal === null ? null : forbidden(refusal).describedAs({ code: MODEL_NOT_FOUND });
}
