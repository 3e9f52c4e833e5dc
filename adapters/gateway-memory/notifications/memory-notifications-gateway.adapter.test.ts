import { describe, expect, it } from "vitest";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { departmentAsking } from "../organization/department-asking.ts";
import { OrganizationSeedBuilder, OrganizationSeedMother } from "../organization/organization-seed.mother.ts";

const NOW = Date.parse("2026-05-20T12:00:00Z");
const clock = { now: () => NOW };
const ORGANIZATION_ID = OrganizationSeedBuilder.ORGANIZATION_ID;
const RESEARCH = "dep-research";
const owner = OrganizationSeedBuilder.OWNER;
const superAdmin = { id: "user-super", email: "super@example.test" };
const researchAdmin = { id: "user-research-admin", email: "research.admin@example.test" };
const researcher = { id: "user-researcher", email: "researcher@example.test" };
const supportAdmin = { id: "user-support-admin", email: "support.admin@example.test" };

/** Research on a budget of $1.00 with its alerts at 80 % only, beside Support, on a fixed clock. */
async function researchOnABudget(settings = { thresholds: [80], forecastWarning: false }) {
  const gateways = OrganizationSeedMother.create()
    .department({ id: RESEARCH, name: "Research", monthlyBudgetInDollar: 1 })
    .department({ id: "dep-support", name: "Customer Support" })
    .superAdmin(superAdmin)
    .member(researchAdmin, RESEARCH, DepartmentRole.ADMIN)
    .member(researcher, RESEARCH)
    .member(supportAdmin, "dep-support", DepartmentRole.ADMIN)
    .gateways(clock);
  const { context } = gateways;
  context.db.actAs(owner.id);
  await gateways.budgetAlerts.save(ORGANIZATION_ID, RESEARCH, settings);
  /** A request of Research's member costing this much. */
  const spend = (totalCost: number) => {
    context.db.actAs(researcher.id);
    departmentAsking(context, RESEARCH).record({
      model: "gpt-4o-mini",
      totalCost,
      totalTokens: 10,
    });
  };
  const notificationsOf = async (userId: string) => {
    context.db.actAs(userId);
    return gateways.notifications.list();
  };
  return { context, gateways, spend, notificationsOf };
}

describe("budget notifications in memory", () => {
  it("notify the department's admin, the super admins and the owner once when its spend crosses 80 %", async () => {
    const { spend, notificationsOf } = await researchOnABudget();
    spend(0.9);
    spend(0.05);
    for (const person of [owner, superAdmin, researchAdmin]) {
      const { data, unread } = await notificationsOf(person.id);
      expect(unread, person.email).toBe(1);
      expect(data).toEqual([
        {
          id: expect.any(String),
          kind: "budget-threshold",
          createdAt: new Date(NOW).toISOString(),
          readAt: null,
          details: {
            departmentId: RESEARCH,
            departmentName: "Research",
            threshold: 80,
            spend: expect.any(Number),
            budget: 1,
            period: "2026-05",
          },
        },
      ]);
    }
    expect((await notificationsOf(researcher.id)).unread).toBe(0);
    expect((await notificationsOf(supportAdmin.id)).unread).toBe(0);
  });

  it("lists the newest first and lowers the count as they are read", async () => {
    const { gateways, spend, notificationsOf } = await researchOnABudget({
      thresholds: [50, 80],
      forecastWarning: false,
    });
    spend(0.6);
    spend(0.3);
    const { data } = await notificationsOf(owner.id);
    expect(data.map((notification) => notification.details.threshold)).toEqual([80, 50]);
    await gateways.notifications.markRead(data[1]?.id ?? "");
    expect(await notificationsOf(owner.id)).toMatchObject({
      unread: 1,
      data: [{ readAt: null }, { readAt: expect.any(String) }],
    });
    await gateways.notifications.markAllRead();
    expect((await notificationsOf(owner.id)).unread).toBe(0);
  });

  it("does not find someone else's notification", async () => {
    const { gateways, spend, notificationsOf } = await researchOnABudget();
    spend(0.9);
    const [ownersNotification] = (await notificationsOf(owner.id)).data;
    await notificationsOf(researcher.id);
    await expect(gateways.notifications.markRead(ownersNotification?.id ?? "")).rejects.toMatchObject({
      status: 404,
      message: "Notification not found",
    });
  });

  it("delivers each alert to the organization's webhook, which the test delivery also reaches", async () => {
    const { context, gateways, spend } = await researchOnABudget();
    context.db.actAs(owner.id);
    const saved = await gateways.webhook.save(ORGANIZATION_ID, "https://hooks.example.com/alerts");
    expect(saved.secret).toMatch(/^whsec_[0-9a-f]{40}$/);
    expect(saved.secretHint).toBe(saved.secret?.slice(-4));
    spend(0.9);
    context.db.actAs(owner.id);
    await gateways.webhook.sendTest(ORGANIZATION_ID);
    const deliveries = await gateways.webhook.deliveries(ORGANIZATION_ID);
    expect(
      deliveries.map(({ event, status, responseStatus }) => ({ event, status, responseStatus })),
    ).toEqual([
      { event: "test", status: "delivered", responseStatus: 200 },
      { event: "budget-threshold", status: "delivered", responseStatus: 200 },
    ]);
    expect(await gateways.webhook.webhook(ORGANIZATION_ID)).not.toHaveProperty("secret");
  });
});
