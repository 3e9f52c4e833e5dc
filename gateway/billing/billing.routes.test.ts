import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_EXPIRED } from "../../core/billing/saved-card-rules.ts";
import { users } from "../identity/users.schema.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { breakTable, emptyDatabase } from "../verification/database-reset.ts";
import { recordCards, recordInvoices } from "./ledger-records.ts";
import { customerIdOf } from "./payment-customer.ts";
import { type InvoiceRecord, PAYMENT_PROVIDER_UNAVAILABLE } from "./payments.port.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

type Json = Record<string, unknown> & { errMsgs?: string[]; data?: Json[]; hasMore?: boolean };

const call = jsonCalls<Json & Json[]>(() => gateway);

function invoice(month: number, owner: string): InvoiceRecord {
  const number = String(month).padStart(4, "0");
  return {
    id: `in_${owner}_${number}`,
    number: `MRD-${number}`,
    status: "paid",
    amount: 20,
    currency: "usd",
    createdAt: new Date(Date.UTC(2024, month, 1)).toISOString(),
    hostedInvoiceUrl: null,
    invoicePdf: null,
  };
}

async function personWithInvoices(count: number) {
  const person = await gateway.signIn();
  const customerId = await customerIdOf(gateway.deps, person.user);
  const owner = person.uid.slice(0, 8);
  const invoices = Array.from({ length: count }, (_, index) => invoice(index + 1, owner));
  await recordInvoices(gateway.db, customerId, invoices);
  return { ...person, idOf: (month: number) => invoice(month, owner).id };
}

describe("invoices", () => {
  it("come a page at a time, newest first, continuing after the last one of a page", async () => {
    const person = await personWithInvoices(12);
    const first = await call("GET", "/tiers/invoices?limit=10", person.headers);
    expect(first.json.data?.map((entry) => entry.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => person.idOf(12 - index)),
    );
    expect(first.json.hasMore).toBe(true);
    expect(first.text).toContain('"amount":20.0');
    const rest = await call(
      "GET",
      `/tiers/invoices?limit=10&startingAfter=${person.idOf(3)}`,
      person.headers,
    );
    expect(rest.json.data?.map((entry) => entry.id)).toEqual([person.idOf(2), person.idOf(1)]);
    expect(rest.json.hasMore).toBe(false);
  });

  it("are ten to a page by default, and a limit is brought within 1 to 100", async () => {
    const person = await personWithInvoices(12);
    expect((await call("GET", "/tiers/invoices", person.headers)).json.data).toHaveLength(10);
    expect((await call("GET", "/tiers/invoices?limit=0", person.headers)).json.data).toHaveLength(1);
    expect((await call("GET", "/tiers/invoices?limit=500", person.headers)).json.data).toHaveLength(12);
  });

  it("are none for someone who never paid", async () => {
    const person = await gateway.signIn();
    expect((await call("GET", "/tiers/invoices", person.headers)).json).toEqual({ data: [], hasMore: false });
  });

  it("refuse a malformed limit, and an invoice to start after that is not the person's", async () => {
    const person = await personWithInvoices(2);
    const someoneElse = await personWithInvoices(0);
    for (const query of [
      "limit=ten",
      "limit=-1",
      "limit=1&limit=2",
      "startingAfter=",
      "startingAfter=in_9999",
    ]) {
      const refused = await call("GET", `/tiers/invoices?${query}`, person.headers);
      expect(refused.status, query).toBe(400);
      expect(refused.json.errMsgs, query).toEqual([expect.any(String)]);
    }
    expect((await call("GET", "/tiers/invoices?startingAfter=in_0001", someoneElse.headers)).status).toBe(
      400,
    );
  });
});

describe("payment methods", () => {
  it("list the saved cards, the default one first", async () => {
    const person = await gateway.signIn();
    const customerId = await customerIdOf(gateway.deps, person.user);
    await recordCards(gateway.db, customerId, [
      { id: "pm_a", brand: "mastercard", last4: "4444", expMonth: 6, expYear: 2031, isDefault: false },
      { id: "pm_b", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true },
    ]);
    const listed = await call("GET", "/stripe/payment-methods", person.headers);
    expect(listed.json.map((card) => card.id)).toEqual(["pm_b", "pm_a"]);
  });

  it("are none for someone who never saved one", async () => {
    const person = await gateway.signIn();
    expect((await call("GET", "/stripe/payment-methods", person.headers)).json).toEqual([]);
  });

  it("can be added: the first becomes the default and the account has a valid payment method", async () => {
    const person = await gateway.signIn();
    const card = { brand: "visa", last4: "4242", expMonth: 1, expYear: 2090 };
    await call("POST", "/stripe/payment-methods", person.headers, card);
    const added = await call("POST", "/stripe/payment-methods", person.headers, { ...card, last4: "1881" });
    expect(added.status).toBe(201);
    expect(added.json.map((saved) => [saved.last4, saved.isDefault])).toEqual([
      ["4242", true],
      ["1881", false],
    ]);
    const [account] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(account?.hasValidPaymentMethod).toBe(true);
  });

  it("refuses a malformed or expired card, recording why on the account", async () => {
    const person = await gateway.signIn();
    const card = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2090 };
    for (const bad of [{ last4: "42a2" }, { expMonth: 13 }, { brand: "monopoly" }, { expYear: "2090" }]) {
      const refused = await call("POST", "/stripe/payment-methods", person.headers, { ...card, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.json.errMsgs?.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
    const expired = await call("POST", "/stripe/payment-methods", person.headers, { ...card, expYear: 2020 });
    expect(expired).toMatchObject({ status: 400, json: { errMsgs: [CARD_EXPIRED] } });
    const [account] = await gateway.db.select().from(users).where(eq(users.id, person.uid));
    expect(account).toMatchObject({ setupPaymentMethodError: CARD_EXPIRED, hasValidPaymentMethod: false });
  });
});

describe("a payment provider that does not answer", () => {
  it("is a 502 with its own words for cards and invoices, not a server error", async () => {
    const person = await personWithInvoices(1);
    await call("POST", "/stripe/payment-methods", person.headers, {
      brand: "visa",
      last4: "4242",
      expMonth: 1,
      expYear: 2090,
    });
    try {
      for (const table of ["ledger_payment_methods", "ledger_invoices", "ledger_subscriptions"])
        await breakTable(gateway.db, table);
      for (const path of ["/stripe/payment-methods", "/tiers/invoices"]) {
        const refused = await call("GET", path, person.headers);
        expect(refused, path).toMatchObject({
          status: 502,
          json: { errMsgs: [PAYMENT_PROVIDER_UNAVAILABLE] },
        });
      }
    } finally {
      await emptyDatabase(gateway.db);
    }
  });
});
