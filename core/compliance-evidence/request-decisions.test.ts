import { describe, expect, it } from "vitest";
import { EvidenceMother } from "./evidence-source.mother.ts";
import {
  type DecisionRules,
  decisionCounts,
  decisionsTable,
  type RequestDecision,
  requestDecisions,
} from "./request-decisions.ts";

const RULES: DecisionRules = { monthlyBudgetInDollar: 100, dataResidency: "EU", customRegions: [] };
const KEY_BUDGET = "Monthly budget of this API key reached: $5.00 of $5.00 spent this month.";
const DEPARTMENT_BUDGET = "Monthly budget of the department reached: $100.00 of $100.00 spent this month.";
const RESIDENCY = "Data residency: gpt-test is served in US, outside the regions allowed (EU).";

const decisionsOf = (changes: Parameters<typeof EvidenceMother.request>[0], rules = RULES) =>
  requestDecisions([EvidenceMother.request(changes)], rules);

describe("the decisions on an answered request", () => {
  it("are both rules allowing it, saying what it was held to, at the request's time", () => {
    expect(decisionsOf({ id: "r-1", createdAt: "2026-03-10T09:00:00.000Z" })).toEqual([
      {
        requestId: "r-1",
        at: "2026-03-10T09:00:00.000Z",
        rule: "BUDGET",
        outcome: "ALLOWED",
        reason: "Within the budgets that applied (the department's monthly budget is now $100.00).",
      },
      {
        requestId: "r-1",
        at: "2026-03-10T09:00:00.000Z",
        rule: "RESIDENCY",
        outcome: "ALLOWED",
        reason: "Served within the department's regions (now EU).",
      },
    ]);
  });

  it("write the budget with cents, or say the department has none", () => {
    const [budget] = decisionsOf({}, { ...RULES, monthlyBudgetInDollar: 12.5 });
    expect(budget?.reason).toBe(
      "Within the budgets that applied (the department's monthly budget is now $12.50).",
    );
    const [none] = decisionsOf({}, { ...RULES, monthlyBudgetInDollar: null });
    expect(none?.reason).toBe("Within the budgets that applied (the department has no monthly budget now).");
  });

  it("name the custom regions, none when the list is empty, and no rule when residency is off", () => {
    const reasonWith = (rules: Partial<DecisionRules>) => decisionsOf({}, { ...RULES, ...rules })[1]?.reason;
    expect(reasonWith({ dataResidency: "CUSTOM", customRegions: ["eu-west-1", "eu-central-1"] })).toBe(
      "Served within the department's regions (now eu-west-1, eu-central-1).",
    );
    expect(reasonWith({ dataResidency: "CUSTOM", customRegions: [] })).toBe(
      "Served within the department's regions (now none).",
    );
    expect(reasonWith({ dataResidency: "NONE" })).toBe("No data residency rule applies now.");
  });

  it("count a request answered with a status up to 399 as answered", () => {
    expect(decisionsOf({ statusCode: 399 })).toHaveLength(2);
    expect(decisionsOf({ statusCode: 400, error: "Bad request" })).toEqual([]);
  });
});

describe("the decisions on a refused request", () => {
  it("are the budget's refusal, for a key's budget or the department's, in its words", () => {
    expect(decisionsOf({ id: "r-2", statusCode: 429, error: KEY_BUDGET })).toEqual([
      {
        requestId: "r-2",
        at: "2026-03-10T09:00:00.000Z",
        rule: "BUDGET",
        outcome: "REFUSED",
        reason: KEY_BUDGET,
      },
    ]);
    expect(decisionsOf({ statusCode: 429, error: DEPARTMENT_BUDGET })).toMatchObject([
      { rule: "BUDGET", outcome: "REFUSED", reason: DEPARTMENT_BUDGET },
    ]);
  });

  it("are the residency rule's refusal when a 403 opens with its words", () => {
    expect(decisionsOf({ id: "r-3", statusCode: 403, error: RESIDENCY })).toEqual([
      {
        requestId: "r-3",
        at: "2026-03-10T09:00:00.000Z",
        rule: "RESIDENCY",
        outcome: "REFUSED",
        reason: RESIDENCY,
      },
    ]);
  });

  it("are none when the request was refused for something else, or with the rule's words under another status", () => {
    expect(decisionsOf({ statusCode: 429, error: "Rate limit reached." })).toEqual([]);
    expect(decisionsOf({ statusCode: 429, error: `Note: ${DEPARTMENT_BUDGET}` })).toEqual([]);
    expect(decisionsOf({ statusCode: 429, error: null })).toEqual([]);
    expect(decisionsOf({ statusCode: 403, error: DEPARTMENT_BUDGET })).toEqual([]);
    expect(decisionsOf({ statusCode: 403, error: `Refused. ${RESIDENCY}` })).toEqual([]);
    expect(decisionsOf({ statusCode: 429, error: RESIDENCY })).toEqual([]);
    expect(decisionsOf({ statusCode: 500, error: DEPARTMENT_BUDGET })).toEqual([]);
  });
});

describe("the decisions as the bundle counts and tabulates them", () => {
  const decisions: RequestDecision[] = [
    ...decisionsOf({ id: "a" }),
    ...decisionsOf({ id: "b" }),
    ...decisionsOf({ id: "c", statusCode: 429, error: KEY_BUDGET }),
    ...decisionsOf({ id: "d", statusCode: 403, error: RESIDENCY }),
    ...decisionsOf({ id: "e", statusCode: 403, error: RESIDENCY }),
  ];

  it("count how many of each rule's decisions went each way", () => {
    expect(decisionCounts(decisions)).toEqual({
      BUDGET: { ALLOWED: 2, REFUSED: 1 },
      RESIDENCY: { ALLOWED: 2, REFUSED: 2 },
    });
    expect(decisionCounts([])).toEqual({
      BUDGET: { ALLOWED: 0, REFUSED: 0 },
      RESIDENCY: { ALLOWED: 0, REFUSED: 0 },
    });
  });

  it("list each decision as a row under its columns", () => {
    const table = decisionsTable(decisions.slice(4, 5));
    expect(table).toEqual({
      columns: ["requestId", "at", "rule", "outcome", "reason"],
      rows: [["c", "2026-03-10T09:00:00.000Z", "BUDGET", "REFUSED", KEY_BUDGET]],
    });
  });
});
