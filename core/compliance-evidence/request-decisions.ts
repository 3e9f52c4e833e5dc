import type { EvidenceTable } from "./evidence-csv.ts";
import type { EvidenceRequest } from "./evidence-request.ts";

/** How the gateway's residency refusal opens (gateway/chat-completions/policy-refusals.ts writes it). */
export const RESIDENCY_REFUSAL_OPENING = "Data residency:";
/** How core's budget refusal opens (core/budgets/budget-reservations.ts, budgetReachedMessage). */
const BUDGET_REFUSAL = /^Monthly budget of (this API key|the department) reached/;

export type DecisionRule = "BUDGET" | "RESIDENCY";
export type DecisionOutcome = "ALLOWED" | "REFUSED";

/** One decision a rule took on one request. */
export interface RequestDecision {
  readonly requestId: string;
  readonly at: string;
  readonly rule: DecisionRule;
  readonly outcome: DecisionOutcome;
  /** The refusal's words, or what the allowed request was held to. */
  readonly reason: string;
}

/** The department's rules as they stand when the bundle is made (their changes are in the settings history). */
export interface DecisionRules {
  readonly monthlyBudgetInDollar: number | null;
  readonly dataResidency: string;
  readonly customRegions: readonly string[];
}

/**
 * The budget and residency decisions on the period's requests. A refusal is recorded with the request it refused
 * (its status and the rule's words), so every refusal shows; a request that was answered passed both checks. A
 * request refused for something else (a revoked key, a rate limit) never reached them and takes no decision here.
 */
export function requestDecisions(
  requests: readonly EvidenceRequest[],
  rules: DecisionRules,
): RequestDecision[] {
  return requests.flatMap((request) => decisionsOn(request, rules));
}

function decisionsOn(request: EvidenceRequest, rules: DecisionRules): RequestDecision[] {
  const decided = (rule: DecisionRule, outcome: DecisionOutcome, reason: string): RequestDecision => ({
    requestId: request.id,
    at: request.createdAt,
    rule,
    outcome,
    reason,
  });
  const error = request.error ?? "";
  if (request.statusCode === 429 && BUDGET_REFUSAL.test(error)) return [decided("BUDGET", "REFUSED", error)];
  if (request.statusCode === 403 && error.startsWith(RESIDENCY_REFUSAL_OPENING))
    return [decided("RESIDENCY", "REFUSED", error)];
  if (request.statusCode >= 400) return [];
  return [
    decided("BUDGET", "ALLOWED", budgetHeldTo(rules)),
    decided("RESIDENCY", "ALLOWED", residencyHeldTo(rules)),
  ];
}

function budgetHeldTo(rules: DecisionRules): string {
  return rules.monthlyBudgetInDollar === null
    ? "Within the budgets that applied (the department has no monthly budget now)."
    : `Within the budgets that applied (the department's monthly budget is now $${rules.monthlyBudgetInDollar.toFixed(2)}).`;
}

function residencyHeldTo(rules: DecisionRules): string {
  if (rules.dataResidency === "NONE") return "No data residency rule applies now.";
  const regions = rules.dataResidency === "CUSTOM" ? rules.customRegions.join(", ") : rules.dataResidency;
  return `Served within the department's regions (now ${regions || "none"}).`;
}

/** The decisions as the bundle's table. */
export function decisionsTable(decisions: readonly RequestDecision[]): EvidenceTable {
  return {
    columns: ["requestId", "at", "rule", "outcome", "reason"],
    rows: decisions.map((decision) => [
      decision.requestId,
      decision.at,
      decision.rule,
      decision.outcome,
      decision.reason,
    ]),
  };
}

/** How many of each rule's decisions went each way. */
export function decisionCounts(
  decisions: readonly RequestDecision[],
): Record<DecisionRule, Record<DecisionOutcome, number>> {
  const counts = {
    BUDGET: { ALLOWED: 0, REFUSED: 0 },
    RESIDENCY: { ALLOWED: 0, REFUSED: 0 },
  };
  for (const decision of decisions) counts[decision.rule][decision.outcome]++;
  return counts;
}
