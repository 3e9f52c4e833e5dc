import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_EXPIRED } from "../../core/billing/saved-card-rules.ts";
import { seedModels } from "../chat-completions/chat-completions.test-helper.ts";
import { seedTiers } from "../subscription/tiers.seed.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { NOT_SIGNED_IN } from "./authenticate.ts";
import { users } from "./users.schema.ts";

let now = Date.parse("2025-03-14T12:00:00.000Z");
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false, clock: { now: () => now } });
  await seedTiers(gateway.db, gateway.deps.clock);
  await seedModels(gateway.db, [{ systemName: "quick-model", prices: [2, 8] }]);
});
afterAll(() => gateway.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON they asserted the shape of
const call = jsonCalls<any>(() => gateway);
const account = (headers: Record<string, string>) => call("GET", "/users/account", headers);
const VALID_CARD = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2099 };

describe("the account figures", () => {
  it("of a fresh account are zeros, with no card and no paid tier", async () => {
    const person = await gateway.signIn();
    const answered = await account(person.headers);
    expect(answered.status).toBe(200);
    expect(answered.json).toEqual({
      email: person.email,
      currentBalance: 0,
      totalUsage: 0,
      totalCharges: 0,
      hasValidPaymentMethod: false,
      setupPaymentMethodError: null,
      premiumExpiresAt: null,
      receivedDefaultSystemCredit: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    // Money is written as a decimal, whole amounts included.
    expect(answered.text).toContain('"currentBalance":0.0');
    expect(answered.text).toContain('"totalCharges":0.0');
  });

  it("are refused without a valid token", async () => {
    const refused = await account({});
    expect(refused).toMatchObject({ status: 401, json: { errMsgs: [NOT_SIGNED_IN] } });
    expect((await account({ Authorization: "Bearer not-a-jwt" })).status).toBe(401);
  });

  it("show a saved card, what a paid tier charged and until when it runs", async () => {
    const person = await gateway.signIn();
    const [card] = (await call("POST", "/stripe/payment-methods", person.headers, VALID_CARD)).json;
    const subscribed = await call("POST", "/tiers/subscribe/tier-pro", person.headers, {
      paymentMethodId: card.id,
    });
    expect(subscribed.status).toBe(201);
    expect((await account(person.headers)).json).toMatchObject({
      hasValidPaymentMethod: true,
      setupPaymentMethodError: null,
      totalCharges: 19.99,
      premiumExpiresAt: subscribed.json.expiresAt,
    });
  });

  it("say why the last card was refused, until a valid one is saved", async () => {
    const person = await gateway.signIn();
    await call("POST", "/stripe/payment-methods", person.headers, { ...VALID_CARD, expYear: 2024 });
    expect((await account(person.headers)).json).toMatchObject({
      hasValidPaymentMethod: false,
      setupPaymentMethodError: CARD_EXPIRED,
    });
    await call("POST", "/stripe/payment-methods", person.headers, VALID_CARD);
    expect((await account(person.headers)).json).toMatchObject({
      hasValidPaymentMethod: true,
      setupPaymentMethodError: null,
    });
  });

  it("no longer count a card as valid once it expired", async () => {
    const person = await gateway.signIn();
    await call("POST", "/stripe/payment-methods", person.headers, {
      ...VALID_CARD,
      expMonth: 4,
      expYear: 2025,
    });
    expect((await account(person.headers)).json.hasValidPaymentMethod).toBe(true);
    const started = now;
    try {
      now = Date.parse("2025-05-01T00:00:00.000Z");
      expect((await account(person.headers)).json.hasValidPaymentMethod).toBe(false);
    } finally {
      now = started;
    }
  });

  it("count the cost of the person's requests as usage, taken from the balance", async () => {
    const person = await gateway.signIn();
    const asked = await call("POST", "/chat/completions", person.headers, {
      model: "quick-model",
      messages: [{ role: "user", content: "How green is this request?" }],
    });
    expect(asked.status).toBe(200);
    // Requests are recorded a moment after they are answered.
    await expect.poll(async () => (await account(person.headers)).json.totalUsage).toBeGreaterThan(0);
    const figures = (await account(person.headers)).json;
    const logged = (await call("GET", "/chat/history?verbose=true", person.headers)).json.data;
    const cost = logged.reduce((total: number, entry: { totalCost: number }) => total + entry.totalCost, 0);
    expect(figures.totalUsage).toBeCloseTo(cost, 12);
    expect(figures.currentBalance).toBeCloseTo(-cost, 12);
  });

  it("take usage from the credit the account was given", async () => {
    const person = await gateway.signIn();
    await gateway.db.update(users).set({ credit: 5 }).where(eq(users.id, person.uid));
    expect((await account(person.headers)).json).toMatchObject({ currentBalance: 5, totalUsage: 0 });
  });
});
