import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BudgetAlertSettingsJson } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import type { BudgetAlertDetailsJson } from "../../core/notifications/notification-json.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import {
  askChat,
  question,
  recordDepartmentSpend,
  recordedRows,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { serverChatHistoryRecorder } from "../chat-completions/server-chat-history-recorder.ts";
import { notifications } from "../notifications/notifications.schema.ts";
import { ensureUser } from "../organization/organization.fixtures.ts";
import { departmentUsers, organizationRoles } from "../organization/organization.schema.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { saveWebhook } from "../webhooks/organization-webhook.repository.ts";
import { webhookDeliveries } from "../webhooks/webhooks.schema.ts";
import { evaluateBudgetAlerts } from "./budget-alert-evaluation.ts";
import { saveBudgetAlertSettings } from "./budget-alert-settings.repository.ts";

let now = Date.parse("2026-11-20T10:00:00Z");
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ clock: { now: () => now } });
});
afterAll(() => gateway.close());

const iso = (ms: number) => new Date(ms).toISOString();
const THRESHOLDS_ONLY: BudgetAlertSettingsJson = { thresholds: [50, 80, 100], forecastWarning: false };

/**
 * A department with a $100 budget and these alerts: its member (who owns the organization) sends requests with
 * their key; a super admin and the department's admin run it too; the organization has a webhook.
 */
async function budgetedDepartment(settings: BudgetAlertSettingsJson | null, budget: number | null = 100) {
  const { db } = gateway;
  const member = await signInDepartmentMember(
    gateway,
    budget === null ? {} : { monthlyBudgetInDollar: budget },
  );
  const person = async (role: string) =>
    (await ensureUser(db, `user-${role}-${randomUUID()}`, `${role}-${randomUUID()}@alerts.test`)).id;
  const superAdmin = await person("super-admin");
  const departmentAdmin = await person("department-admin");
  await db.insert(organizationRoles).values({
    id: `role-${randomUUID()}`,
    organizationId: member.organizationId,
    userId: superAdmin,
    role: OrganizationRole.SUPER_ADMIN,
  });
  await db.insert(departmentUsers).values({
    id: `du-${randomUUID()}`,
    departmentId: member.departmentId,
    userId: departmentAdmin,
    role: DepartmentRole.ADMIN,
  });
  if (settings)
    await saveBudgetAlertSettings(db, member.departmentId, settings, DepartmentRole.ADMIN, iso(now));
  // Nobody listens there: what matters here is what is queued.
  await saveWebhook(db, gateway.deps.cipher, member.organizationId, "http://127.0.0.1:9/hooks", iso(now));
  const userId = member.person.uid;
  return {
    ...member,
    recipients: [userId, superAdmin, departmentAdmin].sort((a, b) => a.localeCompare(b)),
    spend: (totalCost: number, at = now) =>
      recordDepartmentSpend(db, { userId, departmentId: member.departmentId, totalCost, createdAt: iso(at) }),
    /** Sends a request with the member's key and waits until it is recorded and what it set off is done. */
    request: async () => {
      const before = (await recordedRows(db, userId, 0)).length;
      expect((await askChat(gateway.apiUrl, member.key, question("Best Available"))).status).toBe(200);
      await recordedRows(db, userId, before + 1);
      await serverChatHistoryRecorder(gateway.app, gateway.deps).flush();
    },
    notified: async () =>
      (await db.select().from(notifications))
        .flatMap((row) =>
          row.kind !== "api-key-budget-threshold" && row.details.departmentId === member.departmentId
            ? [{ userId: row.userId, kind: row.kind, ...(row.details as BudgetAlertDetailsJson) }]
            : [],
        )
        .sort(
          (a, b) =>
            a.userId.localeCompare(b.userId) || a.threshold - b.threshold || a.period.localeCompare(b.period),
        ),
    queued: async () =>
      (await db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt))
        .filter((row) => row.organizationId === member.organizationId)
        .map((row) => JSON.parse(row.payload).data),
  };
}

describe("a department's budget alerts, as its requests are recorded", () => {
  it("crossing 80 % once notifies each admin, super admin and the owner once, and queues one webhook delivery", async () => {
    const department = await budgetedDepartment(THRESHOLDS_ONLY);
    await department.spend(60);
    await department.request();
    await department.spend(25);
    await department.request();

    const crossed80 = (await department.notified()).filter((row) => row.threshold === 80);
    expect(crossed80.map((row) => row.userId)).toEqual(department.recipients);
    expect(crossed80[0]).toMatchObject({
      kind: "budget-threshold",
      departmentId: department.departmentId,
      budget: 100,
      period: "2026-11",
    });
    expect(crossed80[0]?.spend).toBeGreaterThanOrEqual(85);
    expect((await department.queued()).map((data) => data.threshold)).toEqual([50, 80]);
  });

  it("fires nothing new on a second request in the same month", async () => {
    const department = await budgetedDepartment(THRESHOLDS_ONLY);
    await department.spend(85);
    await department.request();
    const fired = await department.notified();
    expect(fired.map((row) => row.threshold).sort()).toEqual([50, 50, 50, 80, 80, 80]);

    await department.spend(5);
    await department.request();
    expect(await department.notified()).toEqual(fired);
    expect(await department.queued()).toHaveLength(2);
  });

  it("fires again in a new month", async () => {
    const department = await budgetedDepartment({ thresholds: [80], forecastWarning: false });
    await department.spend(85);
    await department.request();
    now = Date.parse("2026-12-10T08:00:00Z");
    await department.spend(81);
    await department.request();

    const periods = (await department.notified()).map((row) => row.period);
    expect(periods.filter((period) => period === "2026-11")).toHaveLength(3);
    expect(periods.filter((period) => period === "2026-12")).toHaveLength(3);
    expect((await department.queued()).map((data) => data.period)).toEqual(["2026-11", "2026-12"]);
  });

  it("fires an alert once when two evaluations judge the same spend at once", async () => {
    const department = await budgetedDepartment({ thresholds: [80], forecastWarning: false });
    await department.spend(90);
    const judge = () => evaluateBudgetAlerts(gateway.db, now, [department.departmentId]);
    const outcomes = (await Promise.all([judge(), judge()])).flat();

    expect(outcomes.filter((outcome) => outcome.fired)).toHaveLength(1);
    expect(await department.notified()).toHaveLength(3);
    expect(await department.queued()).toHaveLength(1);
  });

  it("warns once when the month-end forecast passes the budget", async () => {
    now = Date.parse("2026-11-11T00:00:00Z");
    const department = await budgetedDepartment({ thresholds: [], forecastWarning: true });
    // $40 by the 11th of a 30-day month: $120 at the month's end, against $100.
    await department.spend(40);
    await department.request();
    await department.request();

    const warned = await department.notified();
    expect(warned).toHaveLength(3);
    expect(warned[0]).toMatchObject({
      kind: "budget-forecast",
      threshold: 100,
      budget: 100,
      period: "2026-11",
    });
    expect(warned[0]?.forecast).toBeGreaterThanOrEqual(120);
    expect(await department.queued()).toHaveLength(1);
  });

  it("follows the defaults, 50, 80 and 100 %, until the department saves its own", async () => {
    now = Date.parse("2026-11-29T12:00:00Z");
    const department = await budgetedDepartment(null);
    await department.spend(85);
    await department.request();
    expect((await department.notified()).map((row) => row.threshold).sort()).toEqual([
      50, 50, 50, 80, 80, 80,
    ]);
  });

  it("never fires for a department without a budget", async () => {
    const department = await budgetedDepartment(null, null);
    await department.spend(5000);
    await department.request();
    expect(await department.notified()).toEqual([]);
  });
});
