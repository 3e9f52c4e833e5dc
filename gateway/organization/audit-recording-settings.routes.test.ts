import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_DEPARTMENTS, type DemoDepartment } from "../../demo/demo-organization.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../webhooks/webhook-receiver.test-helper.ts";
import { seededOrganizationSuite } from "./testing/organization-suite.test-helper.ts";
import {
  expectToldInOrder,
  recordedChangesOf,
  theOneChange,
} from "./testing/recorded-changes.test-helper.ts";
import { SEEDED } from "./testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;
const recorded = recordedChangesOf(() => suite.gateway);
const inOrganization = (send: Parameters<typeof recorded>[1]) => recorded(SEEDED.organizationId, send);

const ORG = `/organization/${SEEDED.organizationId}`;
const RESEARCH = `${ORG}/departments/${SEEDED.departmentId}`;
const [RESEARCH_DEPARTMENT] = DEMO_DEPARTMENTS as [DemoDepartment];
const ORGANIZATION_SUBJECT = { type: "organization", id: SEEDED.organizationId };

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe("the audit log of an organization's settings", () => {
  it("records the retention changed, only what changed, and not a setting refused", async () => {
    const before = (await call(people.owner, "GET", `${ORG}/retention`)).body;
    const saved = await inOrganization(() =>
      call(people.superAdmin, "PUT", `${ORG}/retention`, { ...before, bodiesDays: 30 }),
    );
    expect(theOneChange(saved, people.superAdmin, "SUPER_ADMIN")).toMatchObject({
      kind: "RETENTION_CHANGED",
      departmentId: null,
      subject: ORGANIZATION_SUBJECT,
      before: { bodiesDays: before.bodiesDays },
      after: { bodiesDays: 30 },
    });
    const broken = await inOrganization(() =>
      call(people.owner, "PUT", `${ORG}/retention`, { bodiesDays: 0, metadataDays: "a year" }),
    );
    expect(broken.answer.status).toBe(400);
    expect(broken.changes).toEqual([]);
    const byAdmin = await inOrganization(() =>
      call(people.departmentAdmin, "PUT", `${ORG}/retention`, { bodiesDays: 7, metadataDays: 30 }),
    );
    expect(byAdmin.answer.status).toBe(403);
    expect(byAdmin.changes).toEqual([]);
  });

  it("records a department's budget alerts changed, and not a setting refused", async () => {
    const alerts = `${RESEARCH}/budget-alerts`;
    const before = (await call(people.owner, "GET", alerts)).body;
    const saved = await inOrganization(() =>
      call(people.departmentAdmin, "PUT", alerts, {
        thresholds: [25, 100],
        forecastWarning: before.forecastWarning,
      }),
    );
    expect(theOneChange(saved, people.departmentAdmin, "ADMIN")).toMatchObject({
      kind: "BUDGET_ALERTS_CHANGED",
      departmentId: SEEDED.departmentId,
      subject: { type: "department", id: SEEDED.departmentId, name: RESEARCH_DEPARTMENT.name },
      before: { thresholds: before.thresholds },
      after: { thresholds: [25, 100] },
    });
    const broken = await inOrganization(() =>
      call(people.departmentAdmin, "PUT", alerts, { thresholds: [0, 80], forecastWarning: true }),
    );
    expect(broken.answer.status).toBe(400);
    expect(broken.changes).toEqual([]);
    const byMember = await inOrganization(() =>
      call(people.member, "PUT", alerts, { thresholds: [50], forecastWarning: true }),
    );
    expect(byMember.answer.status).toBe(403);
    expect(byMember.changes).toEqual([]);
  });

  it("records the webhook set, by its address and secret hint but never its secret, and removed", async () => {
    const webhook = `${ORG}/webhook`;
    const set = await inOrganization(() => call(people.owner, "PUT", webhook, { url: receiver.url }));
    const change = theOneChange(set, people.owner, "OWNER");
    expect(change).toMatchObject({
      kind: "WEBHOOK_CHANGED",
      subject: { type: "webhook", id: SEEDED.organizationId },
      before: null,
      after: { url: receiver.url, secretHint: set.answer.body.secretHint },
    });
    expect(change.stored).not.toContain(set.answer.body.secret);
    const renewed = await inOrganization(() =>
      call(people.superAdmin, "PUT", webhook, { url: receiver.url }),
    );
    expect(theOneChange(renewed, people.superAdmin, "SUPER_ADMIN")).toMatchObject({
      before: { secretHint: set.answer.body.secretHint },
      after: { secretHint: renewed.answer.body.secretHint },
    });
    const refused = await inOrganization(() =>
      call(people.owner, "PUT", webhook, { url: "ftp://hooks.example" }),
    );
    expect(refused.answer.status).toBe(400);
    expect(refused.changes).toEqual([]);
    const removed = await inOrganization(() => call(people.owner, "DELETE", webhook));
    expect(theOneChange(removed, people.owner, "OWNER")).toMatchObject({
      kind: "WEBHOOK_CHANGED",
      before: { url: receiver.url, secretHint: renewed.answer.body.secretHint },
      after: null,
    });
  });
});

describe("the audit log of organization settings saved at once", () => {
  /** Four saves sent together, each as its page read the settings; what they recorded, oldest first. */
  const savedAtOnce = (send: (index: number) => Promise<unknown>) =>
    inOrganization(async () => {
      const answers = (await Promise.all([0, 1, 2, 3].map(send))) as { status: number }[];
      for (const answer of answers) expect(answer.status).toBeLessThan(300);
      return answers[0] as Awaited<ReturnType<typeof call>>;
    });

  it("tells retention saves made at once in order", async () => {
    const start = (await call(people.owner, "GET", `${ORG}/retention`)).body;
    const saves = await savedAtOnce((index) =>
      call(people.owner, "PUT", `${ORG}/retention`, { ...start, bodiesDays: 10 + index }),
    );
    expect(saves.changes.length).toBeGreaterThan(0);
    const saved = (await call(people.owner, "GET", `${ORG}/retention`)).body;
    expectToldInOrder({ bodiesDays: start.bodiesDays }, saves.changes, saved);
  });

  it("tells budget alert saves made at once in order", async () => {
    const alerts = `${RESEARCH}/budget-alerts`;
    const start = (await call(people.owner, "GET", alerts)).body;
    const saves = await savedAtOnce((index) =>
      call(people.owner, "PUT", alerts, { ...start, thresholds: [20 + index, 100] }),
    );
    expect(saves.changes.length).toBeGreaterThan(0);
    expectToldInOrder(
      { thresholds: start.thresholds },
      saves.changes,
      (await call(people.owner, "GET", alerts)).body,
    );
  });

  it("tells webhook saves made at once in order, each new secret's hint after the one before", async () => {
    const webhook = `${ORG}/webhook`;
    const first = await call(people.owner, "PUT", webhook, { url: receiver.url });
    const saves = await savedAtOnce(() => call(people.owner, "PUT", webhook, { url: receiver.url }));
    expect(saves.changes).toHaveLength(4);
    const saved = (await call(people.owner, "GET", webhook)).body;
    expectToldInOrder({ secretHint: first.body.secretHint }, saves.changes, saved);
  });
});

describe("the audit log of the owner's subscription", () => {
  it("records the tier the owner subscribes to, and the subscription cancelled, in the organization they own", async () => {
    const subscribed = await inOrganization(() =>
      call(people.owner, "POST", "/tiers/subscribe/tier-free", { paymentMethodId: null }),
    );
    const change = theOneChange(subscribed, people.owner, "OWNER");
    expect(change).toMatchObject({
      kind: "SUBSCRIPTION_CHANGED",
      departmentId: null,
      subject: { type: "subscription", id: subscribed.answer.body.id, name: "Free" },
      before: { tier: expect.stringContaining("Unlisted") },
      after: { tier: "Free" },
    });
    const again = await inOrganization(() =>
      call(people.owner, "POST", "/tiers/subscribe/tier-free", { paymentMethodId: null }),
    );
    expect(again.answer.status).toBe(409);
    expect(again.changes).toEqual([]);
    const canceled = await inOrganization(() => call(people.owner, "DELETE", "/tiers/subscription", {}));
    expect(theOneChange(canceled, people.owner, "OWNER")).toMatchObject({
      kind: "SUBSCRIPTION_CHANGED",
      before: { status: "active", canceledAt: null },
      after: { status: "canceled", canceledAt: expect.any(String) },
    });
  });

  it("is not recorded in an organization the subscriber only administers", async () => {
    const subscribed = await inOrganization(() =>
      call(people.superAdmin, "POST", "/tiers/subscribe/tier-free", { paymentMethodId: null }),
    );
    expect(subscribed.answer.status).toBe(201);
    expect(subscribed.changes).toEqual([]);
  });
});
