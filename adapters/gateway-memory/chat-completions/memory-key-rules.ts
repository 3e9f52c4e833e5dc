import type { KeyOnRecord } from "../../../core/api-keys/key-on-record.ts";
import { KeyRateLimits } from "../../../core/api-keys/key-rate-limits.ts";
import { keyRefusal } from "../../../core/api-keys/key-refusal.ts";
import {
  BudgetHolder,
  BudgetReservations,
  type CostCeiling,
  isBudgetRefusal,
  type Reservation,
} from "../../../core/budgets/budget-reservations.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";

/** The person's keys as the memory model endpoints hold a request to them (the memory API keys gateway). */
export interface KeysOnRecord {
  keyOnRecord(id: string): KeyOnRecord | null;
  /** USD spent with the key since the 1st of this month (UTC). */
  spendThisMonth(id: string): number;
  recordUse(id: string, use: { readonly costUsd: number; readonly at: string }): void;
}

/** A request let through with a key: what to settle once it is answered or failed. */
export interface AdmittedKeyRequest {
  readonly key: KeyOnRecord;
  readonly reservation: Reservation;
}

/** A refusal as the gateway answers it: its status, its words and its OpenAI code. */
function refused(status: number, message: string, code: string): GatewayError {
  return new GatewayError({ kind: "http", status, message, code }, [message]);
}

/**
 * A key's rules on the memory profile, with core's rules as the gateway applies them (docs/gateway.md), in its
 * order and words: a key not the person's 403; revoked or expired 401 invalid_api_key; a model it may not use 403
 * model_not_found; over a limit per minute 429 rate_limit_exceeded; its monthly budget spent 429 insufficient_quota
 * (the request's maximum cost is reserved first, settled with its real cost).
 */
export class MemoryKeyRules {
  private readonly rateLimits = new KeyRateLimits();
  private readonly budgets = new BudgetReservations();

  constructor(
    private readonly keys: KeysOnRecord,
    private readonly now: () => number,
  ) {}

  /** The key the request names, or the gateway's 403 when it is not one of the person's. */
  keyNamed(id: string): KeyOnRecord {
    const key = this.keys.keyOnRecord(id);
    if (!key) throw GatewayError.http(403, `API key ${id} is not one of yours.`);
    return key;
  }

  /** Lets the request through with its key, or refuses it as the gateway does. */
  admit(key: KeyOnRecord, model: string, ceiling: CostCeiling): AdmittedKeyRequest {
    const now = this.now();
    const standing = keyRefusal(key, now);
    if (standing) throw refused(401, standing.message, "invalid_api_key");
    if (key.allowedModels !== null && !key.allowedModels.includes(model)) {
      const allowed = [...key.allowedModels].sort().join(", ");
      throw refused(
        403,
        `Model ${model} is not allowed for this API key. Allowed models: ${allowed}.`,
        "model_not_found",
      );
    }
    const overLimit = this.rateLimits.admit(key, now);
    if (overLimit) throw refused(429, overLimit.message, "rate_limit_exceeded");
    const account = { holder: BudgetHolder.API_KEY, id: key.id, monthlyBudgetUsd: key.monthlyBudgetUsd };
    for (const unknown of this.budgets.unknown([account], now))
      this.budgets.learn(unknown, this.keys.spendThisMonth(unknown.id), now);
    const verdict = this.budgets.reserve([account], ceiling, now);
    if (isBudgetRefusal(verdict)) throw refused(429, verdict.message, "insufficient_quota");
    return { key, reservation: verdict };
  }

  /** The request was answered: its real cost and tokens count against the key. */
  settle(admitted: AdmittedKeyRequest, costUsd: number, tokens: number): void {
    const now = this.now();
    this.budgets.settle(admitted.reservation, costUsd);
    this.rateLimits.countTokens(admitted.key, tokens, now);
    this.keys.recordUse(admitted.key.id, { costUsd, at: new Date(now).toISOString() });
  }

  /** The request failed before costing anything. */
  release(admitted: AdmittedKeyRequest): void {
    this.budgets.release(admitted.reservation);
  }
}
