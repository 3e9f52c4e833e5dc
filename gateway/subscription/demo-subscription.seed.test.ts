import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_PAGE_SIZE } from "../../core/billing/invoice-page.entity.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { seedDemoSubscription } from "./demo-subscription.seed.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const get = async (path: string, headers: Record<string, string>) =>
  (await fetch(`${gateway.apiUrl}${path}`, { headers })).json();

describe("the demo account's subscription", () => {
  it("is Team, paid by card, with a paid invoice for each month since it started, more than a page of them", async () => {
    const demo = await gateway.signIn();
    await seedDemoSubscription(gateway.db, demo.user, gateway.deps.clock);
    const [current] = await get("/tiers/current", demo.headers);
    expect(current).toMatchObject({ tier: { name: "Team", organizationEnabled: true }, canceledAt: null });
    expect(Date.parse(current.expiresAt)).toBeGreaterThan(Date.now());
    const invoices = await get("/tiers/invoices", demo.headers);
    expect(invoices.data.map((invoice: { status: string }) => invoice.status)).toEqual(
      Array(INVOICE_PAGE_SIZE).fill("paid"),
    );
    expect(invoices.hasMore).toBe(true);
    expect(await get("/stripe/payment-methods", demo.headers)).toEqual([
      expect.objectContaining({ last4: "4242" }),
    ]);
  });

  it("is written once: seeding again changes nothing", async () => {
    const demo = await gateway.signIn();
    await seedDemoSubscription(gateway.db, demo.user, gateway.deps.clock);
    const before = await get("/tiers/current", demo.headers);
    await seedDemoSubscription(gateway.db, demo.user, gateway.deps.clock);
    expect(await get("/tiers/current", demo.headers)).toEqual(before);
  });
});
