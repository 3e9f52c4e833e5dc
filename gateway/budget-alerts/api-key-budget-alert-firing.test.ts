import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "../../core/budget-alerts/webhook-signature.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { keptOfSecret, newApiKeyValue } from "../api-keys/api-key-value.ts";
import { userApiKeys } from "../api-keys/api-keys.schema.ts";
import { askChat, question, recordedRows } from "../chat-completions/chat-completions.test-helper.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { serverChatHistoryRecorder } from "../chat-completions/server-chat-history-recorder.ts";
import { notifications } from "../notifications/notifications.schema.ts";
import { ensureUser } from "../organization/organization.fixtures.ts";
import {
  departments,
  departmentUserApiKeys,
  departmentUsers,
  organizationRoles,
  organizations,
} from "../organization/organization.schema.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { hmacSha256 } from "../webhooks/hmac-sha256.ts";
import { saveWebhook } from "../webhooks/organization-webhook.repository.ts";
import { serverWebhookWorker } from "../webhooks/webhook-delivery-worker.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../webhooks/webhook-receiver.test-helper.ts";
import { evaluateApiKeyBudgetAlerts } from "./api-key-budget-alert-evaluation.ts";
import { saveBudgetAlertSettings } from "./budget-alert-settings.repository.ts";

const now = Date.parse("2026-11-20T10:00:00Z");
let gateway: TestGateway;
let receiver: WebhookReceiver;

beforeAll(async () => {
  gateway = await startTestGateway({ clock: { now: () => now } });
});
afterAll(() => gateway.close());
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

const iso = (ms: number) => new Date(ms).toISOString();
const uid = () => randomUUID().slice(0, 8);

/** A key's stored columns: its secret's hash and masked form, its name and monthly budget, nothing else limited. */
function keyColumns(secret: string, name: string, monthlyBudgetUsd: number | null) {
  return { ...keptOfSecret(secret), name, monthlyBudgetUsd, createdAt: iso(now) };
}

/** A key whose requests are watched: its id, its secret, and who holds it. */
interface WatchedKey {
  readonly id: string;
  readonly secret: string;
  readonly holderId: string;
}

/** What a key's requests set off: its spend added, a request sent with its secret, and what that notified. */
function keyUnderWatch(key: WatchedKey) {
  const { db } = gateway;
  return {
    /** Logs a request of the key costing this much this month, as spend the next request's judgement counts. */
    spend: (totalCost: number) =>
      insertChatHistoryDrafts(db, [
        {
          id: `req-${randomUUID()}`,
          userId: key.holderId,
          apiKeyId: key.id,
          vendor: "MockAI",
          model: "gpt-4o",
          statusCode: 200,
          totalCost,
          createdAt: iso(now - 60_000),
        },
      ]),
    /** Sends a request with the key's secret and waits until it is recorded and what it set off is done. */
    request: async () => {
      const before = (await recordedRows(db, key.holderId, 0)).length;
      await askChat(gateway.apiUrl, key.secret, question("Best Available"));
      await recordedRows(db, key.holderId, before + 1);
      await serverChatHistoryRecorder(gateway.app, gateway.deps).flush();
    },
    notified: async () =>
      (await db.select().from(notifications))
        .filter((row) => "apiKeyId" in row.details && row.details.apiKeyId === key.id)
        .map((row) => ({ userId: row.userId, kind: row.kind, ...row.details }))
        .sort((a, b) => a.threshold - b.threshold || a.userId.localeCompare(b.userId)),
  };
}

/** Someone's own key with this budget (none when null); the person is in no organization. */
async function personalKey(monthlyBudgetUsd: number | null) {
  const holder = await ensureUser(gateway.db, `user-${randomUUID()}`, `${uid()}@keys.test`);
  const secret = newApiKeyValue();
  const id = `key-${randomUUID()}`;
  await gateway.db
    .insert(userApiKeys)
    .values({ id, userId: holder.id, ...keyColumns(secret, "CI bot", monthlyBudgetUsd) });
  return { id, holderId: holder.id, ...keyUnderWatch({ id, secret, holderId: holder.id }) };
}

/**
 * A department's member holding a key with this budget; the organization's owner, a super admin and the department's
 * admin run it, and the organization's webhook points at the test's receiver. The department has no budget of its
 * own and alerts at 80 % only.
 */
async function departmentKey(monthlyBudgetUsd: number | null) {
  const { db } = gateway;
  const person = (role: string) =>
    ensureUser(db, `user-${role}-${randomUUID()}`, `${role}-${uid()}@keys.test`);
  const [owner, superAdmin, departmentAdmin] = [
    (await person("owner")).id,
    (await person("super-admin")).id,
    (await person("department-admin")).id,
  ];
  const holder = await person("holder");
  const id = uid();
  const organizationId = `org-${id}`;
  const departmentId = `dep-${id}`;
  await db.insert(organizations).values({
    id: organizationId,
    name: "Keys Org",
    email: `owner-${id}@keys.test`,
    phone: "+14155550142",
    ownerId: owner,
  });
  await db.insert(organizationRoles).values([
    { id: `role-${id}-owner`, organizationId, userId: owner, role: OrganizationRole.OWNER },
    { id: `role-${id}-super`, organizationId, userId: superAdmin, role: OrganizationRole.SUPER_ADMIN },
  ]);
  await db.insert(departments).values({ id: departmentId, organizationId, name: `Research ${id}` });
  await db.insert(departmentUsers).values([
    { id: `du-${id}-admin`, departmentId, userId: departmentAdmin, role: DepartmentRole.ADMIN },
    { id: `du-${id}-holder`, departmentId, userId: holder.id, role: DepartmentRole.MEMBER },
  ]);
  await saveBudgetAlertSettings(
    db,
    departmentId,
    { thresholds: [80], forecastWarning: true },
    DepartmentRole.ADMIN,
    iso(now),
  );
  const secret = newApiKeyValue();
  const keyId = `dkey-${id}`;
  await db.insert(departmentUserApiKeys).values({
    id: keyId,
    departmentUserId: `du-${id}-holder`,
    ...keyColumns(secret, "Nightly batch", monthlyBudgetUsd),
  });
  const { secret: webhookSecret = "" } = await saveWebhook(
    db,
    gateway.deps.cipher,
    organizationId,
    receiver.url,
    iso(now),
  );
  return {
    id: keyId,
    departmentId,
    departmentName: `Research ${id}`,
    webhookSecret,
    recipients: [holder.id, owner, superAdmin, departmentAdmin].sort(),
    ...keyUnderWatch({ id: keyId, secret, holderId: holder.id }),
    /** Sends what the webhook has waiting, and answers what its receiver got: each delivery's headers and body. */
    delivered: async () => {
      await serverWebhookWorker(gateway.app, gateway.deps).tick();
      return receiver.received;
    },
  };
}

describe("an API key's budget alerts, as its requests are recorded", () => {
  it("crossing 80 % notifies the holder of a department's key and whoever runs the department once, and sends one signed delivery", async () => {
    const key = await departmentKey(1);
    await key.spend(0.85);
    await key.request();
    await key.request();

    const notified = await key.notified();
    expect(notified.map((row) => row.userId)).toEqual(key.recipients);
    expect(notified[0]).toMatchObject({
      kind: "api-key-budget-threshold",
      apiKeyId: key.id,
      apiKeyName: "Nightly batch",
      departmentId: key.departmentId,
      departmentName: key.departmentName,
      threshold: 80,
      budget: 1,
      period: "2026-11",
    });
    expect(notified[0]?.spend).toBeGreaterThanOrEqual(0.85);

    const delivered = await key.delivered();
    expect(delivered).toHaveLength(1);
    const [{ headers, body }] = delivered as [(typeof delivered)[number]];
    expect(
      verifyWebhookSignature(
        String(headers["webhook-signature"]),
        body,
        key.webhookSecret,
        now / 1000,
        hmacSha256,
      ),
    ).toBe(true);
    expect(JSON.parse(body)).toMatchObject({
      type: "api-key-budget-threshold",
      data: { apiKeyId: key.id, threshold: 80, budget: 1, period: "2026-11" },
    });
  });

  it("notifies a personal key's holder alone, once per threshold this month", async () => {
    const key = await personalKey(1);
    await key.spend(0.85);
    await key.request();
    await key.request();

    const notified = await key.notified();
    expect(notified.map(({ userId, threshold }) => ({ userId, threshold }))).toEqual([
      { userId: key.holderId, threshold: 50 },
      { userId: key.holderId, threshold: 80 },
    ]);
    expect(notified[0]).toMatchObject({ departmentId: null, departmentName: null, apiKeyName: "CI bot" });
  });

  it("fires an alert once when two evaluations judge the same spend at once", async () => {
    const key = await personalKey(1);
    await key.spend(0.9);
    const judge = () => evaluateApiKeyBudgetAlerts(gateway.db, now, [key.id]);
    const outcomes = (await Promise.all([judge(), judge()])).flat();

    expect(outcomes.filter((outcome) => outcome.fired)).toHaveLength(2);
    expect((await key.notified()).map((row) => row.threshold)).toEqual([50, 80]);
  });

  it("sends nothing for a key without a budget, however much it spends", async () => {
    const key = await departmentKey(null);
    await key.spend(5000);
    await key.request();

    expect(await key.notified()).toEqual([]);
    expect(await key.delivered()).toEqual([]);
  });
});
