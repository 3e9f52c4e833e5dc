import { expect } from "vitest";
import { approximatePromptTokens } from "../../core/simulated-model/approximate-tokens.ts";
import { seedModels } from "../chat-completions/chat-completions.test-helper.ts";
import type { Database } from "../database/database.ts";

const PRICES = [2.5, 10] as const;
const MAX_TOKENS = 200;

/** A question whose reservation is known: its estimated input and its whole max_tokens, at gpt-4o's prices. */
export const BUDGETED_QUESTION = {
  model: "gpt-4o",
  max_tokens: MAX_TOKENS,
  messages: [{ role: "user", content: "Tell me about watts, volts and amperes." }],
};

/** What one BUDGETED_QUESTION reserves. */
export const ONE_RESERVATION =
  (approximatePromptTokens(BUDGETED_QUESTION.messages, undefined) * PRICES[0] + MAX_TOKENS * PRICES[1]) /
  1_000_000;

/** Room for a few requests' reservations at once, far from all of dozens sent together. */
export const SMALL_BUDGET = 0.01;

/** gpt-4o at PRICES, answering slowly, so every request is in flight while the others arrive. */
export function seedSlowGpt4o(db: Database): Promise<void> {
  return seedModels(db, [{ systemName: "gpt-4o", prices: PRICES, timeToFirstTokenMs: 150 }]);
}

/**
 * What dozens of BUDGETED_QUESTIONs sent at once against SMALL_BUDGET must show: some answered, the others refused
 * with the budget's message, and what the answered ones spent (the request log's word) over the budget by at most
 * one reservation.
 */
export function expectBudgetHeld(
  sent: {
    statuses: readonly number[];
    rows: readonly { statusCode: number; error: string | null; totalCost: number }[];
  },
  refusal: string,
): void {
  const answered = sent.statuses.filter((status) => status === 200).length;
  const spent = sent.rows.reduce((total, row) => total + row.totalCost, 0);
  expect(answered).toBeGreaterThan(0);
  expect(answered).toBeLessThan(sent.statuses.length);
  expect(new Set(sent.statuses)).toEqual(new Set([200, 429]));
  expect(
    sent.rows.filter((row) => row.statusCode === 429).every((row) => row.error?.startsWith(refusal)),
  ).toBe(true);
  expect(spent, `${answered} answered`).toBeLessThanOrEqual(SMALL_BUDGET + ONE_RESERVATION);
}
