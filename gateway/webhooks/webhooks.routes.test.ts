import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_WEBHOOK } from "../../core/budget-alerts/webhook-refusals.ts";
import { verifyWebhookSignature } from "../../core/budget-alerts/webhook-signature.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";
import { isSealed } from "../secrets/secret-cipher.ts";
import { hmacSha256 } from "./hmac-sha256.ts";
import { enqueueWebhookDelivery } from "./webhook-deliveries.repository.ts";
import { serverWebhookWorker, WEBHOOK_REMOVED } from "./webhook-delivery-worker.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.test-helper.ts";
import { organizationWebhooks } from "./webhooks.schema.ts";

const suite = seededOrganizationSuite("once");
const { call, people } = suite;
const WEBHOOK = `/organization/${SEEDED.organizationId}/webhook`;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const tick = () => serverWebhookWorker(suite.gateway.app, suite.gateway.deps).tick();

// The tests run in order on one seeded organization, from no webhook to a removed one.
describe("the organization's webhook", () => {
  it("is not found while none is set", async () => {
    expect(await call(people.owner, "GET", WEBHOOK)).toMatchObject({
      status: 404,
      body: { errMsgs: [NO_WEBHOOK] },
    });
    expect(await call(people.owner, "POST", `${WEBHOOK}/test`)).toMatchObject({ status: 404 });
    expect(await call(people.owner, "GET", `${WEBHOOK}/deliveries`)).toEqual({
      status: 200,
      body: { data: [] },
    });
  });

  it("is set by the owner, who is given its secret once; the database keeps it sealed", async () => {
    const saved = await call(people.owner, "PUT", WEBHOOK, { url: receiver.url });
    expect(saved).toEqual({
      status: 200,
      body: {
        url: receiver.url,
        secretHint: expect.any(String),
        createdAt: expect.any(String),
        secret: expect.any(String),
      },
    });
    const { secret, ...shown } = saved.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(shown.secretHint).toBe(secret.slice(-4));
    expect(await call(people.owner, "GET", WEBHOOK)).toEqual({ status: 200, body: shown });
    const [row] = await suite.gateway.db
      .select()
      .from(organizationWebhooks)
      .where(eq(organizationWebhooks.organizationId, SEEDED.organizationId));
    expect(isSealed(row?.secret ?? "")).toBe(true);
    expect(suite.gateway.deps.cipher.open(row?.secret ?? "")).toBe(secret);
  });

  it("is given a new secret on each save, a super admin's too", async () => {
    const first = await call(people.owner, "PUT", WEBHOOK, { url: receiver.url });
    const second = await call(people.superAdmin, "PUT", WEBHOOK, { url: receiver.url });
    expect(second.status).toBe(200);
    expect(second.body.secret).not.toBe(first.body.secret);
  });

  it("refuses a URL that is no http URL, or that the outbound policy refuses, with 400, keeping the one set", async () => {
    const refusals = async (body: unknown) => (await call(people.owner, "PUT", WEBHOOK, body)).body.errMsgs;
    expect(await refusals({ url: "http://10.0.0.5/hooks" })).toEqual([
      "The host 10.0.0.5 is a private address, which the gateway does not call",
    ]);
    expect(await refusals({ url: "http://169.254.169.254/latest" })).toEqual([
      "The host 169.254.169.254 is a cloud metadata address, which the gateway does not call",
    ]);
    expect(await refusals({ url: "http://[::ffff:10.1.2.3]/hooks" })).toEqual([
      "The host ::ffff:a01:203 is a private address, which the gateway does not call",
    ]);
    expect(await refusals({ url: "ftp://hooks.meridian.example/" })).toEqual([
      "url must be an http or https address",
    ]);
    expect(await refusals({})).toEqual(["url must be an http or https address"]);
    expect(await refusals({ url: `https://hooks.meridian.example/${"a".repeat(2048)}` })).toEqual([
      "url must be at most 2048 characters",
    ]);
    expect((await call(people.owner, "GET", WEBHOOK)).body.url).toBe(receiver.url);
  });

  it("may name a host that does not resolve yet: each delivery is checked again", async () => {
    const saved = await call(people.owner, "PUT", WEBHOOK, { url: "https://hooks.not-yet.invalid/budget" });
    expect(saved).toMatchObject({ status: 200, body: { url: "https://hooks.not-yet.invalid/budget" } });
    expect((await call(people.owner, "PUT", WEBHOOK, { url: receiver.url })).status).toBe(200);
  });

  it("is refused to department admins and members, whatever the call, with 403", async () => {
    for (const person of [people.departmentAdmin, people.member]) {
      for (const [method, path, body] of [
        ["GET", WEBHOOK],
        ["PUT", WEBHOOK, { url: receiver.url }],
        ["DELETE", WEBHOOK],
        ["POST", `${WEBHOOK}/test`],
        ["GET", `${WEBHOOK}/deliveries`],
      ] as const) {
        expect(await call(person, method, path, body), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { errMsgs: ["This needs the SUPER_ADMIN role or higher."] },
        });
      }
    }
  });

  it("receives a signed test delivery, shown delivered in the log", async () => {
    const { secret } = (await call(people.owner, "PUT", WEBHOOK, { url: receiver.url })).body;
    expect(await call(people.superAdmin, "POST", `${WEBHOOK}/test`)).toEqual({
      status: 204,
      body: undefined,
    });

    const delivery = receiver.received.at(-1);
    const signature = String(delivery?.headers["webhook-signature"]);
    expect(
      verifyWebhookSignature(signature, delivery?.body ?? "", secret, Date.now() / 1000, hmacSha256),
    ).toBe(true);
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({
      type: "test",
      organizationId: SEEDED.organizationId,
    });
    const log = await call(people.owner, "GET", `${WEBHOOK}/deliveries`);
    expect(log.body.data[0]).toMatchObject({
      id: delivery?.headers["webhook-id"],
      event: "test",
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
      nextAttemptAt: null,
      error: null,
    });
  });

  it("tries a test once: a receiver answering 500 fails it at once", async () => {
    receiver.answerWith([500]);
    expect((await call(people.owner, "POST", `${WEBHOOK}/test`)).status).toBe(204);
    expect((await call(people.owner, "GET", `${WEBHOOK}/deliveries`)).body.data[0]).toMatchObject({
      event: "test",
      status: "failed",
      attempts: 1,
      responseStatus: 500,
      nextAttemptAt: null,
      error: "The receiver answered 500",
    });
  });

  it("is removed, failing what waited for a retry, and not found after", async () => {
    receiver.answerWith([500]);
    await enqueueWebhookDelivery(suite.gateway.db, {
      organizationId: SEEDED.organizationId,
      type: "budget-threshold",
      data: { message: "a budget alert" },
      createdAt: new Date().toISOString(),
    });
    await tick();
    expect((await call(people.owner, "GET", `${WEBHOOK}/deliveries`)).body.data[0]).toMatchObject({
      event: "budget-threshold",
      status: "pending",
      responseStatus: 500,
    });

    expect(await call(people.superAdmin, "DELETE", WEBHOOK)).toEqual({ status: 204, body: undefined });
    expect((await call(people.owner, "GET", `${WEBHOOK}/deliveries`)).body.data[0]).toMatchObject({
      status: "failed",
      nextAttemptAt: null,
      error: WEBHOOK_REMOVED,
    });
    expect((await call(people.owner, "GET", WEBHOOK)).status).toBe(404);
    expect((await call(people.owner, "DELETE", WEBHOOK)).status).toBe(204);
  });
});
