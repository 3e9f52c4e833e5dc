import type { ApiKeyRow, DepartmentUserRow, RequestRow } from "./organization-rows.ts";

const OUTCOMES: readonly { status: number; error: string | null; weight: number }[] = [
  { status: 200, error: null, weight: 80 },
  { status: 400, error: "PII detected: CREDIT_CARD was blocked by the department policy", weight: 6 },
  { status: 429, error: "Monthly budget of the department reached", weight: 4 },
  { status: 429, error: "Rate limit of the upstream provider reached", weight: 6 },
  { status: 500, error: "Upstream provider timed out after 60 s", weight: 4 },
];

/** The models that serve the seeded requests: USD per million tokens in and out, Wh per 1,000 tokens, node share. */
const SERVING: readonly {
  model: string;
  priceIn: number;
  priceOut: number;
  energyWhPerThousandTokens: number;
  renewablePercentage: number;
}[] = [
  {
    model: "gpt-4o-mini",
    priceIn: 0.15,
    priceOut: 0.6,
    energyWhPerThousandTokens: 0.1,
    renewablePercentage: 22.4,
  },
  {
    model: "llama-3.1-70b-instruct",
    priceIn: 0.59,
    priceOut: 0.79,
    energyWhPerThousandTokens: 0.35,
    renewablePercentage: 99.41,
  },
  {
    model: "mistral-large",
    priceIn: 2,
    priceOut: 6,
    energyWhPerThousandTokens: 0.6,
    renewablePercentage: 97.65,
  },
];

/**
 * About three weeks of request history for the report, the same on every start: a small seeded generator
 * (mulberry32) picks who sent each request, when, and how it ended; another (so the first draws as it always did)
 * the model that served it and its tokens. Refused and failed requests served nothing and cost nothing.
 */
export function seededRequests(
  organizationId: string,
  departmentUsers: readonly DepartmentUserRow[],
  apiKeys: readonly ApiKeyRow[],
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
    const serving = SERVING[Math.floor(usage() * SERVING.length)] as (typeof SERVING)[number];
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
      model: serving.model,
      totalCost: (tokensIn * serving.priceIn + tokensOut * serving.priceOut) / 1_000_000,
      totalTokens: tokensIn + tokensOut,
      energyWhPerThousandTokens: serving.energyWhPerThousandTokens,
      renewablePercentage: serving.renewablePercentage,
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
