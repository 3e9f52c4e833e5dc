import type { ApiKeyRow, DepartmentUserRow, RequestRow } from "./organization-rows.ts";

const OUTCOMES: readonly { status: number; error: string | null; weight: number }[] = [
  { status: 200, error: null, weight: 80 },
  { status: 400, error: "PII detected: CREDIT_CARD was blocked by the department policy", weight: 6 },
  { status: 429, error: "Monthly budget of the department reached", weight: 4 },
  { status: 429, error: "Rate limit of the upstream provider reached", weight: 6 },
  { status: 500, error: "Upstream provider timed out after 60 s", weight: 4 },
];

/** A model that serves seeded requests: USD per million tokens in and out, Wh per 1,000 tokens, its node's share. */
export interface ServingModel {
  readonly model: string;
  readonly priceIn: number;
  readonly priceOut: number;
  readonly energyWhPerThousandTokens: number;
  readonly renewablePercentage: number | null;
}

/**
 * About three weeks of request history for the report, the same on every start: a small seeded generator
 * (mulberry32) picks who sent each request, when, and how it ended; another (so the first draws as it always did)
 * the model that served it and its tokens. Refused and failed requests served nothing and cost nothing.
 */
export function seededRequests(
  organizationId: string,
  departmentUsers: readonly DepartmentUserRow[],
  apiKeys: readonly ApiKeyRow[],
  serving: readonly ServingModel[],
  now: number,
  count = 180,
): RequestRow[] {
  const random = mulberry32(20_250_601);
  const usage = mulberry32(20_261_121);
  const totalWeight = OUTCOMES.reduce((sum, outcome) => sum + outcome.weight, 0);
  return Array.from({ length: count }, (_, index) => {
    const key = apiKeys[Math.floor(random() * apiKeys.length)] as ApiKeyRow;
    const sender = departmentUsers.find((row) => row.id === key.departmentUserId) as DepartmentUserRow;
    const outcome = pickWeighted(OUTCOMES, random() * totalWeight);
    const model = serving[Math.floor(usage() * serving.length)] as ServingModel;
    const served = outcome.status === 200;
    const tokensIn = served ? 150 + Math.floor(usage() * 1800) : 0;
    const tokensOut = served ? 80 + Math.floor(usage() * 900) : 0;
    return {
      id: `req-${(index + 1).toString().padStart(4, "0")}`,
      organizationId,
      departmentId: sender.departmentId,
      apiKeyId: key.id,
      departmentUserId: sender.id,
      userId: sender.userId,
      createdAt: new Date(now - Math.floor(random() * 21 * 86_400_000)).toISOString(),
      status: outcome.status,
      error: outcome.error,
      model: model.model,
      totalCost: (tokensIn * model.priceIn + tokensOut * model.priceOut) / 1_000_000,
      totalTokens: tokensIn + tokensOut,
      energyWhPerThousandTokens: model.energyWhPerThousandTokens,
      renewablePercentage: model.renewablePercentage,
    };
  });
}

function pickWeighted<T extends { weight: number }>(choices: readonly T[], roll: number): T {
  let left = roll;
  for (const choice of choices) {
    left -= choice.weight;
    if (left < 0) return choice;
  }
  return choices[0] as T;
}

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
