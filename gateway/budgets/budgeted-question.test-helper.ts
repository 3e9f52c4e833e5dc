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
