import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "../../core/budget-alerts/webhook-signature.ts";
import { ensureUser } from "../organization/organization.fixtures.ts";
import { organizations } from "../organization/organization.schema.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { hmacSha256 } from "./hmac-sha256.ts";
import { removeWebhook, saveWebhook } from "./organization-webhook.repository.ts";
import { deliveriesOf, enqueueWebhookDelivery } from "./webhook-deliveries.repository.ts";
import { serverWebhookWorker, WEBHOOK_REMOVED } from "./webhook-delivery-worker.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.test-helper.ts";
import { webhookDeliveries } from "./webhooks.schema.ts";

const MINUTE = 60_000;
let now = Date.parse("2026-11-20T10:00:00Z");
let gateway: TestGateway;
let receiver: WebhookReceiver;

beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false, clock: { now: () => now } });
});
afterAll(() => gateway.close());
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
  // What a test left waiting for a retry is not the next test's to send.
  await gateway.db
    .update(webhookDeliveries)
    .set({ status: "failed" })
    .where(eq(webhookDeliveries.status, "pending"));
});

const DETAILS = {
  departmentId: "dep-research",
  departmentName: "Research",
  threshold: 80,
  spend: 402.17,
  budget: 500,
  period: "2026-11",
};

/** An organization of its own with its webhook at `url`, and one budget alert queued for it. */
async function queuedAlert(url: string) {
  const owner = await ensureUser(gateway.db, `user-${randomUUID()}`, `${randomUUID()}@webhooks.test`);
  const organizationId = `org-${randomUUID()}`;
  await gateway.db.insert(organizations).values({
    id: organizationId,
    name: "Webhooks Org",
    email: owner.email,
    phone: "+14155550142",
    ownerId: owner.id,
  });
  const { secret = "" } = await saveWebhook(gateway.db, gateway.deps.cipher, organizationId, url, iso(now));
  const id = await enqueueWebhookDelivery(gateway.db, {
    organizationId,
    type: "budget-threshold",
    data: DETAILS,
    createdAt: iso(now),
  });
  return { organizationId, secret, id, log: () => deliveriesOf(gateway.db, organizationId) };
}

const tick = () => serverWebhookWorker(gateway.app, gateway.deps).tick();
const iso = (ms: number) => new Date(ms).toISOString();
const timestampOf = (signature: unknown) => Number(/^t=(\d+),/.exec(String(signature))?.[1]);

describe("a webhook delivery", () => {
  it("arrives as JSON with its id, signed over its timestamp and raw body with the organization's secret", async () => {
    const alert = await queuedAlert(receiver.url);
    await tick();

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["webhook-id"]).toBe(alert.id);
    expect(headers["webhook-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(timestampOf(headers["webhook-signature"])).toBe(now / 1000);
    expect(
      verifyWebhookSignature(
        String(headers["webhook-signature"]),
        body,
        alert.secret,
        now / 1000,
        hmacSha256,
      ),
    ).toBe(true);
    expect(JSON.parse(body)).toEqual({
      id: alert.id,
      type: "budget-threshold",
      createdAt: iso(now),
      organizationId: alert.organizationId,
      data: DETAILS,
    });
    expect(await alert.log()).toEqual([
      {
        id: alert.id,
        event: "budget-threshold",
        status: "delivered",
        attempts: 1,
        lastAttemptAt: iso(now),
        nextAttemptAt: null,
        responseStatus: 200,
        error: null,
      },
    ]);
  });

  it("is tried again a minute after a 500, with the same id, and delivered then", async () => {
    const alert = await queuedAlert(receiver.url);
    receiver.answerWith([500]);
    await tick();
    expect(await alert.log()).toMatchObject([
      {
        status: "pending",
        attempts: 1,
        responseStatus: 500,
        error: "The receiver answered 500",
        nextAttemptAt: iso(now + MINUTE),
      },
    ]);

    now += MINUTE - 1000;
    await tick();
    expect(receiver.received).toHaveLength(1);

    now += 1000;
    await tick();
    expect(receiver.received.map(({ headers }) => headers["webhook-id"])).toEqual([alert.id, alert.id]);
    expect(await alert.log()).toMatchObject([
      { status: "delivered", attempts: 2, responseStatus: 200, error: null, nextAttemptAt: null },
    ]);
  });

  it("is failed after its fifth attempt, the retries 1 min, 5 min, 30 min and 2 h apart", async () => {
    const alert = await queuedAlert(receiver.url);
    receiver.answerWith([503], true);
    await tick();
    for (const minutes of [1, 5, 30, 120]) {
      now += minutes * MINUTE;
      await tick();
    }
    now += 24 * 60 * MINUTE;
    await tick();

    const sentAt = receiver.received.map(({ headers }) => timestampOf(headers["webhook-signature"]));
    expect(sentAt.slice(1).map((at, index) => (at - (sentAt[index] ?? 0)) / 60)).toEqual([1, 5, 30, 120]);
    expect(await alert.log()).toMatchObject([
      {
        status: "failed",
        attempts: 5,
        responseStatus: 503,
        nextAttemptAt: null,
        lastAttemptAt: iso(now - 24 * 60 * MINUTE),
      },
    ]);
  });

  it("is not sent to an address the outbound policy refuses, and says why", async () => {
    const alert = await queuedAlert("http://10.20.30.40/hooks");
    await tick();
    expect(await alert.log()).toMatchObject([
      {
        status: "pending",
        attempts: 1,
        responseStatus: null,
        error:
          "The webhook was not called: The host 10.20.30.40 is a private address, which the gateway does not call",
      },
    ]);
  });

  it("is told apart from an unreachable receiver", async () => {
    const alert = await queuedAlert(receiver.url);
    await receiver.close();
    receiver = await startWebhookReceiver();
    await tick();
    expect((await alert.log())[0]?.error).toMatch(/^The receiver could not be reached: connect ECONNREFUSED/);
  });

  it("is failed at once when the organization's webhook was removed", async () => {
    const alert = await queuedAlert(receiver.url);
    await removeWebhook(gateway.db, alert.organizationId);
    await tick();
    expect(receiver.received).toHaveLength(0);
    expect(await alert.log()).toMatchObject([{ status: "failed", attempts: 1, error: WEBHOOK_REMOVED }]);
  });
});
