import { PII_ENTITIES } from "../../../core/organization/pii-entities.ts";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import type { ApiKeyRow, DepartmentRow, DepartmentUserRow, RequestRow } from "./organization-rows.ts";

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

/** A department's PII handling, as its requests were redacted. */
type DepartmentPii = Pick<DepartmentRow, "id" | "PIIAndSensitive" | "piiEntities">;

/** Share of a PII-handling department's seeded requests that carried personal data. */
const WITH_PERSONAL_DATA = 0.35;

/**
 * About three weeks of request history for the report, the same on every start: a small seeded generator
 * (mulberry32) picks who sent each request, when, and how it ended; another (so the first draws as it always did)
 * the model that served it and its tokens; a third the personal data its department's PII handling redacted.
 * Refused and failed requests served nothing and cost nothing.
 */
export function seededRequests(
  organizationId: string,
  departmentUsers: readonly DepartmentUserRow[],
  apiKeys: readonly ApiKeyRow[],
  serving: readonly ServingModel[],
  now: number,
  departments: readonly DepartmentPii[],
  count = 180,
): RequestRow[] {
  const random = mulberry32(20_250_601);
  const usage = mulberry32(20_261_121);
  const personalData = mulberry32(20_261_207);
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
      piiRedactions: seededRedactions(
        departments.find((department) => department.id === sender.departmentId),
        personalData,
      ),
    };
  });
}

/** What a department's PII handling redacted in one seeded request: null without one, else a few values or none. */
function seededRedactions(
  department: DepartmentPii | undefined,
  random: () => number,
): Readonly<Record<string, number>> | null {
  if (!department || department.PIIAndSensitive === PiiHandling.NONE) return null;
  if (random() >= WITH_PERSONAL_DATA) return {};
  const kinds = department.piiEntities.length > 0 ? department.piiEntities : PII_ENTITIES;
  const kind = kinds[Math.floor(random() * kinds.length)] as string;
  return { [kind]: 1 + Math.floor(random() * 3) };
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
