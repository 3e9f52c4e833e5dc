import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { ledgerCustomers, ledgerInvoices, ledgerSubscriptions } from "./ledger.schema.ts";
import { renewDue } from "./ledger-renewals.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

/** A monthly subscription started on 2026-01-01, last renewed for January, so February to June are due. */
async function subscriptionDueFiveTimes(customerId: string) {
  await gateway.db.insert(ledgerCustomers).values({ id: customerId, email: `${customerId}@example.com` });
  const [row] = await gateway.db
    .insert(ledgerSubscriptions)
    .values({
      id: `sub_${customerId}`,
      customerId,
      description: "Team",
      amount: 20,
      currentPeriodStart: "2026-01-01T00:00:00.000Z",
      currentPeriodEnd: "2026-02-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
    })
    .returning();
  if (!row) throw new Error("no subscription");
  return row;
}

describe("renewing a subscription lazily", () => {
  it("invoices each due period once when several calls renew it at the same moment", async () => {
    const row = await subscriptionDueFiveTimes("cus_renewed_at_once");
    const now = Date.parse("2026-06-15T00:00:00.000Z");
    const renewed = await Promise.all([1, 2, 3, 4].map(() => renewDue(gateway.db, row, now)));
    for (const subscription of renewed)
      expect(Date.parse(subscription.currentPeriodEnd)).toBe(Date.parse("2026-07-01T00:00:00.000Z"));
    const invoices = await gateway.db
      .select({ number: ledgerInvoices.number, start: ledgerInvoices.periodStart })
      .from(ledgerInvoices)
      .where(eq(ledgerInvoices.customerId, "cus_renewed_at_once"));
    expect(invoices.map((invoice) => new Date(invoice.start ?? "").toISOString()).sort()).toEqual(
      ["02", "03", "04", "05", "06"].map((month) => `2026-${month}-01T00:00:00.000Z`),
    );
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(5);
  });
});
