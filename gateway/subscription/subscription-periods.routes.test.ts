import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../identity/users.schema.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { NOTHING_TO_CANCEL } from "./cancel-subscription.service.ts";

const DAY = 86_400_000;
let now = 0;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ clock: { now: () => now } });
});
afterAll(() => gateway.close());

type Json = Record<string, unknown> & { errMsgs?: string[]; data?: Json[] };

const call = jsonCalls<Json & Json[]>(() => gateway);

/** A person with a saved card, subscribed to Pro at `startedAt`. */
async function proSubscriber(startedAt: string) {
  now = Date.parse(startedAt);
  const person = await gateway.signIn();
  const card = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2099 };
  const [saved] = (await call("POST", "/stripe/payment-methods", person.headers, card)).json;
  const subscribed = await call("POST", "/tiers/subscribe/tier-pro", person.headers, {
    paymentMethodId: saved?.id,
  });
  return { person, subscription: subscribed.json };
}

const current = async (headers: Record<string, string>) =>
  (await call("GET", "/tiers/current", headers)).json;
const invoices = async (headers: Record<string, string>) =>
  (await call("GET", "/tiers/invoices", headers)).json;

describe("a paid subscription's periods", () => {
  it("renew each month, on the day it started or the month's last day, with one invoice per period", async () => {
    const { person, subscription } = await proSubscriber("2025-01-31T10:00:00.000Z");
    expect(subscription.expiresAt).toBe("2025-02-28T10:00:00.000Z");
    now = Date.parse("2025-04-01T00:00:00.000Z");
    expect((await current(person.headers))[0]?.expiresAt).toBe("2025-04-30T10:00:00.000Z");
    const listed = await invoices(person.headers);
    expect(listed.data?.map((invoice) => invoice.createdAt)).toEqual([
      "2025-03-31T10:00:00.000Z",
      "2025-02-28T10:00:00.000Z",
      "2025-01-31T10:00:00.000Z",
    ]);
    const [account] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(account?.totalCharges).toBeCloseTo(3 * 19.99, 6);
  });
});

describe("cancelling", () => {
  it("at the end of the period keeps the tier, with canceledAt set and expiresAt kept, until it expires", async () => {
    const { person, subscription } = await proSubscriber("2025-03-14T12:00:00.000Z");
    now += DAY;
    const canceled = await call("DELETE", "/tiers/subscription", person.headers, { immediate: false });
    expect(canceled.status).toBe(200);
    expect(canceled.json).toMatchObject({
      canceledAt: new Date(now).toISOString(),
      expiresAt: subscription.expiresAt,
    });
    expect((await current(person.headers)).map((entry) => entry.canceledAt)).toEqual([
      canceled.json.canceledAt,
    ]);

    now = Date.parse(String(subscription.expiresAt)) + DAY;
    expect(await current(person.headers)).toEqual([]);
    expect((await invoices(person.headers)).data).toHaveLength(1);
  });

  it("at once ends the tier now", async () => {
    const { person } = await proSubscriber("2025-03-14T12:00:00.000Z");
    const canceled = await call("DELETE", "/tiers/subscription", person.headers, { immediate: true });
    expect(canceled.json).toMatchObject({ status: "canceled", expiresAt: new Date(now).toISOString() });
    expect(await current(person.headers)).toEqual([]);
    const [account] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(account?.premiumExpiresAt).toBeNull();
  });

  it("is refused with 409 when nothing is running", async () => {
    const person = await gateway.signIn();
    const refused = await call("DELETE", "/tiers/subscription", person.headers, { immediate: false });
    expect(refused).toMatchObject({ status: 409, json: { errMsgs: [NOTHING_TO_CANCEL] } });
  });

  it("refuses an `immediate` that is not true or false", async () => {
    const { person } = await proSubscriber("2025-03-14T12:00:00.000Z");
    const refused = await call("DELETE", "/tiers/subscription", person.headers, { immediate: "yes" });
    expect(refused).toMatchObject({ status: 400, json: { errMsgs: ["immediate must be true or false"] } });
    expect(await current(person.headers)).toHaveLength(1);
  });
});
