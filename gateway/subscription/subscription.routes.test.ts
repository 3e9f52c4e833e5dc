import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../identity/users.schema.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import {
  ALREADY_SUBSCRIBED,
  CONTACT_SALES,
  PAYMENT_METHOD_REQUIRED,
  TIER_NOT_FOUND,
} from "./subscribe.service.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

type Json = Record<string, unknown> & { errMsgs?: string[] };

const call = jsonCalls<Json & Json[]>(() => gateway);

async function personWithCard() {
  const person = await gateway.signIn();
  const cards = await call("POST", "/stripe/payment-methods", person.headers, {
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2099,
  });
  return { person, cardId: (cards.json as unknown as { id: string }[])[0]?.id as string };
}

describe("the tiers on sale", () => {
  it("are listed to anyone, cheapest first, prices written as decimals", async () => {
    const { status, json, text } = await call("GET", "/tiers", {});
    expect(status).toBe(200);
    expect(json.map((tier) => tier.name)).toEqual(["Free", "Pro", "Team", "Enterprise"]);
    expect(text).toContain('"price":0.0');
    expect(json[0]?.features).toContainEqual({ key: "paymentMethod", title: "", value: "free" });
  });
});

describe("subscribing", () => {
  it("to the free tier needs no card and makes it the current tier", async () => {
    const person = await gateway.signIn();
    expect(
      (await call("POST", "/tiers/subscribe/tier-free", person.headers, { paymentMethodId: null })).status,
    ).toBe(201);
    const current = await call("GET", "/tiers/current", person.headers);
    expect(current.json.map((entry) => (entry.tier as Json).name)).toEqual(["Free"]);
    expect(current.json[0]?.expiresAt).toBeNull();
  });

  it("to a card tier charges the saved card for the first month and records the account figures", async () => {
    const { person, cardId } = await personWithCard();
    const subscribed = await call("POST", "/tiers/subscribe/tier-pro", person.headers, {
      paymentMethodId: cardId,
    });
    expect(subscribed.status).toBe(201);
    expect(subscribed.json).toMatchObject({ tierId: "tier-pro", status: "active", canceledAt: null });
    const invoices = await call("GET", "/tiers/invoices", person.headers);
    expect(invoices.json.data).toEqual([
      expect.objectContaining({ amount: 19.99, status: "paid", currency: "usd" }),
    ]);
    const [account] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(account).toMatchObject({ hasValidPaymentMethod: true, totalCharges: 19.99 });
    expect(new Date(account?.premiumExpiresAt ?? 0).toISOString()).toBe(subscribed.json.expiresAt);
  });

  it("replaces the running tier with the new one", async () => {
    const { person, cardId } = await personWithCard();
    await call("POST", "/tiers/subscribe/tier-pro", person.headers, { paymentMethodId: cardId });
    await call("POST", "/tiers/subscribe/tier-team", person.headers, { paymentMethodId: cardId });
    const current = await call("GET", "/tiers/current", person.headers);
    expect(current.json.map((entry) => entry.tierId)).toEqual(["tier-team"]);
  });

  it("refuses a card tier without a payment method", async () => {
    const person = await gateway.signIn();
    const refused = await call("POST", "/tiers/subscribe/tier-pro", person.headers, {
      paymentMethodId: null,
    });
    expect(refused).toMatchObject({ status: 400, json: { errMsgs: [PAYMENT_METHOD_REQUIRED] } });
  });

  it("refuses a card the person has not saved, and leaves the running tier alone", async () => {
    const { person } = await personWithCard();
    await call("POST", "/tiers/subscribe/tier-free", person.headers, {});
    const refused = await call("POST", "/tiers/subscribe/tier-pro", person.headers, {
      paymentMethodId: "pm_someone_else",
    });
    expect(refused).toMatchObject({ status: 400, json: { errMsgs: ["No such payment method"] } });
    expect((await call("GET", "/tiers/current", person.headers)).json.map((entry) => entry.tierId)).toEqual([
      "tier-free",
    ]);
  });

  it("refuses the tier already running, an unknown tier, and a tier sold by the sales team", async () => {
    const person = await gateway.signIn();
    await call("POST", "/tiers/subscribe/tier-free", person.headers, {});
    const again = await call("POST", "/tiers/subscribe/tier-free", person.headers, {});
    expect(again).toMatchObject({ status: 409, json: { errMsgs: [ALREADY_SUBSCRIBED] } });
    const unknown = await call("POST", "/tiers/subscribe/tier-gone", person.headers, {
      paymentMethodId: "pm_x",
    });
    expect(unknown).toMatchObject({ status: 404, json: { errMsgs: [TIER_NOT_FOUND] } });
    const enterprise = await call("POST", "/tiers/subscribe/tier-enterprise", person.headers, {});
    expect(enterprise).toMatchObject({ status: 400, json: { errMsgs: [CONTACT_SALES] } });
  });

  it("refuses malformed input with 400 and the broken rules", async () => {
    const person = await gateway.signIn();
    for (const [path, body] of [
      ["/tiers/subscribe/tier-pro", { paymentMethodId: 42 }],
      ["/tiers/subscribe/tier-pro", ["pm_1"]],
      ["/tiers/subscribe/tier-pro", '"pm_1"'],
      ["/tiers/subscribe/%20%20", {}],
    ] as const) {
      const refused = await call("POST", path, person.headers, body);
      expect(refused.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(refused.json.errMsgs).toEqual([expect.any(String)]);
    }
    const longId = await call("POST", `/tiers/subscribe/${"x".repeat(300)}`, person.headers, {});
    expect(longId.status).toBeGreaterThanOrEqual(400);
    expect(longId.status).toBeLessThan(500);
    expect(longId.json.errMsgs).toEqual([expect.any(String)]);
  });

  it("refuses anyone not signed in", async () => {
    expect((await call("POST", "/tiers/subscribe/tier-free", {}, {})).status).toBe(401);
    expect((await call("GET", "/tiers/current", {})).status).toBe(401);
  });
});
