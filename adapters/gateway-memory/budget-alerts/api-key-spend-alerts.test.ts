import { describe, expect, it } from "vitest";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "../organization/organization-seed.mother.ts";
import { alertApiKeySpend, alertPersonalKeySpend } from "./api-key-spend-alerts.ts";

const NOW = Date.parse("2026-05-20T12:00:00Z");
const ORGANIZATION_ID = OrganizationSeedBuilder.ORGANIZATION_ID;
const RESEARCH = "dep-research";
const owner = OrganizationSeedBuilder.OWNER;
const superAdmin = { id: "user-super", email: "super@example.test" };
const researchAdmin = { id: "user-research-admin", email: "research.admin@example.test" };
const researcher = { id: "user-researcher", email: "researcher@example.test" };
/** The researcher's first key in Research (the mother's key ids). */
const RESEARCHERS_KEY = `key-du-${researcher.id}-${RESEARCH}-1`;

/** Research alerting at 80 % only, its researcher's key on this budget, and the organization's webhook set. */
async function researchKeyOnABudget(monthlyBudgetUsd: number | null) {
  const gateways = OrganizationSeedMother.create()
    .department({ id: RESEARCH, name: "Research" })
    .superAdmin(superAdmin)
    .member(researchAdmin, RESEARCH, DepartmentRole.ADMIN)
    .member(researcher, RESEARCH)
    .gateways({ now: () => NOW });
  const { context } = gateways;
  context.db.actAs(owner.id);
  await gateways.budgetAlerts.save(ORGANIZATION_ID, RESEARCH, { thresholds: [80], forecastWarning: true });
  await gateways.webhook.save(ORGANIZATION_ID, "https://hooks.example.com/alerts");
  context.db.apiKeys.update(RESEARCHERS_KEY, { monthlyBudgetUsd });
  /** A request of the researcher with their key costing this much, recorded as the organization's requests are. */
  const spend = (totalCost: number) => {
    context.db.requests.insert({
      id: context.db.newId("req"),
      organizationId: ORGANIZATION_ID,
      departmentId: RESEARCH,
      apiKeyId: RESEARCHERS_KEY,
      departmentUserId: `du-${researcher.id}-${RESEARCH}`,
      userId: researcher.id,
      createdAt: context.db.timestamp(),
      status: 200,
      error: null,
      model: "gpt-4o-mini",
      totalCost,
      totalTokens: 10,
      energyWhPerThousandTokens: 0.3,
      renewablePercentage: null,
      piiRedactions: null,
    });
    // As a department key's request would be judged once recorded: its spend this month from the requests.
    const key = context.db.apiKeys.get(RESEARCHERS_KEY);
    alertApiKeySpend(context, {
      ...key,
      holderId: researcher.id,
      departmentId: RESEARCH,
      spendThisMonthUsd: context.views.apiKey(key).spendThisMonthUsd,
    });
  };
  const notificationsOf = async (userId: string) => {
    context.db.actAs(userId);
    return (await gateways.notifications.list()).data;
  };
  const deliveries = async () => {
    context.db.actAs(owner.id);
    return (await gateways.webhook.deliveries(ORGANIZATION_ID)).map((delivery) => delivery.event);
  };
  return { context, spend, notificationsOf, deliveries };
}

describe("an API key's budget alerts in memory", () => {
  it("notify a department key's holder and whoever runs the department once when it crosses 80 %, and reach the webhook", async () => {
    const { spend, notificationsOf, deliveries } = await researchKeyOnABudget(1);
    spend(0.5);
    spend(0.35);
    spend(0.05);
    for (const person of [researcher, owner, superAdmin, researchAdmin])
      expect(await notificationsOf(person.id), person.email).toEqual([
        {
          id: expect.any(String),
          kind: "api-key-budget-threshold",
          createdAt: new Date(NOW).toISOString(),
          readAt: null,
          details: {
            apiKeyId: RESEARCHERS_KEY,
            apiKeyName: "Key 1",
            departmentId: RESEARCH,
            departmentName: "Research",
            threshold: 80,
            spend: 0.85,
            budget: 1,
            period: "2026-05",
          },
        },
      ]);
    expect(await deliveries()).toEqual(["api-key-budget-threshold"]);
  });

  it("send nothing for a key without a budget", async () => {
    const { spend, notificationsOf, deliveries } = await researchKeyOnABudget(null);
    spend(50);
    expect(await notificationsOf(researcher.id)).toEqual([]);
    expect(await notificationsOf(owner.id)).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it("notify a personal key's holder, the person signed in, alone, at the default thresholds", async () => {
    const { context, notificationsOf, deliveries } = await researchKeyOnABudget(null);
    const personalKey = { id: "key-personal", name: "CI bot", monthlyBudgetUsd: 0.05 };
    context.db.actAs(researcher.id);
    alertPersonalKeySpend(context, { ...personalKey, spendThisMonthUsd: 0.03 });
    alertPersonalKeySpend(context, { ...personalKey, spendThisMonthUsd: 0.041 });
    alertPersonalKeySpend(context, { ...personalKey, spendThisMonthUsd: 0.045 });

    const notified = await notificationsOf(researcher.id);
    expect(notified.map((notification) => notification.details.threshold)).toEqual([80, 50]);
    expect(notified[0]?.details).toMatchObject({ apiKeyName: "CI bot", departmentId: null, spend: 0.04 });
    expect(await notificationsOf(owner.id)).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });
});
