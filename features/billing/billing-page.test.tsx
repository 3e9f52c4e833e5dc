// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { MEMORY_DEMO_TIER_ID } from "../../adapters/gateway-memory/subscription/subscription.seed.ts";
import { BillingGateway } from "../../core/billing/billing-gateway.port.ts";
import type { InvoicePage } from "../../core/billing/invoice-page.entity.ts";
import type { StoredPaymentMethod } from "../../core/billing/stored-payment-method.entity.ts";
import type { UserAccount } from "../../core/billing/user-account.entity.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { demoPaidPeriodStarts } from "../../demo/demo-billing.ts";
import { DEMO_TIERS } from "../../demo/demo-tiers.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

const NEXT_YEAR_SHORT = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DOLLARS = /^-?\$\d+\.\d{2}$/;
/** The memory profile's demo: a paid invoice of its tier a month since it subscribed, numbered from MRD-0001. */
const PAID_MONTHS = demoPaidPeriodStarts(Date.now()).length;
const TIER_PRICE = DEMO_TIERS.find((tier) => tier.id === MEMORY_DEMO_TIER_ID)?.price ?? 0;
const invoiceNumber = (sequence: number) => `MRD-${String(sequence).padStart(4, "0")}`;

/** A gateway with no cards, no invoices and no paid tier, whose calls a test can make fail. */
function emptyGateway(change: Partial<UserAccount> = {}): BillingGateway {
  const account: UserAccount = {
    email: "demo@meridian.example",
    currentBalance: 5,
    totalUsage: 0,
    totalCharges: 0,
    hasValidPaymentMethod: false,
    setupPaymentMethodError: null,
    premiumExpiresAt: null,
    receivedDefaultSystemCredit: true,
    createdAt: new Date(2025, 0, 1),
    ...change,
  };
  return {
    listInvoices: async (): Promise<InvoicePage> => ({ data: [], hasMore: false }),
    listPaymentMethods: async (): Promise<StoredPaymentMethod[]> => [],
    addPaymentMethod: async (card) => [{ ...card, id: "pm_new", isDefault: true }],
    userAccount: async () => account,
  };
}

/** /billing signed in, on the memory gateways or on the given billing gateway. */
async function openBilling(path = "/billing", gateway?: BillingGateway) {
  const app = await renderApp(path, {
    signedIn: true,
    rebind: gateway
      ? (container: Container) => container.rebind(BillingGateway).toConstantValue(gateway)
      : undefined,
  });
  await screen.findByRole("heading", { level: 1, name: "Billing" });
  return app;
}

const section = (testId: string) => screen.getByTestId(testId);

async function figures(): Promise<Record<string, string>> {
  await waitFor(() => expect(section("account-figures").dataset.status).toBe("ready"));
  return Object.fromEntries(
    [...section("account-figures").querySelectorAll<HTMLElement>("[data-figure]")].map((figure) => [
      figure.dataset.figure,
      figure.querySelector("dd")?.textContent ?? "",
    ]),
  );
}

async function cards(): Promise<string[][]> {
  await waitFor(() => expect(section("payment-methods").dataset.status).toBe("ready"));
  return within(section("payment-methods"))
    .queryAllByTestId("payment-method-row")
    .map((row) => [
      within(row).getByTestId("payment-method-card").textContent ?? "",
      cell(row, "expiry"),
      cell(row, "status"),
    ]);
}

async function invoicePage(page: number): Promise<HTMLElement[]> {
  await waitFor(() => {
    expect(section("invoices").dataset.status).toBe("ready");
    expect(section("invoices").dataset.page).toBe(String(page));
  });
  return within(section("invoices")).getAllByTestId("invoice-row");
}

const cell = (row: HTMLElement, column: string) =>
  row.querySelector(`[data-column="${column}"]`)?.textContent ?? "";

/** The numbers of the invoices after the first page of ten, newest first. */
function olderThanPageOne(): string[] {
  return Array.from({ length: PAID_MONTHS - 10 }, (_, index) => invoiceNumber(PAID_MONTHS - 10 - index));
}

describe("the billing page", () => {
  it("shows the account figures: balance, usage and charges in dollars, the paid tier's end and the card status", async () => {
    await openBilling();
    const shown = await figures();
    expect(shown.currentBalance).toMatch(DOLLARS);
    expect(shown.totalUsage).toMatch(DOLLARS);
    expect(shown.totalCharges).toBe(`$${(PAID_MONTHS * TIER_PRICE).toFixed(2)}`);
    expect(shown.premiumExpiry).toMatch(DATE);
    expect(shown.paymentMethod).toBe("Valid card saved");
    expect(screen.queryByTestId("setup-payment-method-error")).toBeNull();
  });

  it("says when there is no paid tier nor valid card, and shows why the last card failed as text", async () => {
    await openBilling(
      "/billing",
      emptyGateway({
        setupPaymentMethodError: "<b>Your card was declined.</b>",
        hasValidPaymentMethod: false,
      }),
    );
    const shown = await figures();
    expect(shown.premiumExpiry).toBe("No paid tier");
    expect(shown.paymentMethod).toBe("No valid card");
    const error = screen.getByTestId("setup-payment-method-error");
    expect(error.textContent).toBe("<b>Your card was declined.</b>");
    expect(error.querySelector("b")).toBeNull();
    expect(screen.getByRole("heading", { name: "Your last card could not be saved" })).toBeTruthy();
  });

  it("lists the saved cards, the default first, with their last four digits and expiry", async () => {
    const twoCards: StoredPaymentMethod[] = [
      { id: "pm_visa", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true },
      { id: "pm_mc", brand: "mastercard", last4: "4444", expMonth: 6, expYear: 2028, isDefault: false },
    ];
    await openBilling("/billing", { ...emptyGateway(), listPaymentMethods: async () => twoCards });
    const rows = await cards();
    expect(rows[0]).toEqual(["Visa •••• 4242", "12/2030", "DefaultValid"]);
    expect(rows[1]).toEqual(["Mastercard •••• 4444", "06/2028", "Valid"]);
    expect(screen.getByText("Visa card ending in 4242")).toBeTruthy();
  });

  it("adds a card through the dialog, then lists it, confirms it and reads the figures again", async () => {
    const app = await openBilling();
    await cards();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add card" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Card number"), "378282246310005");
    await user.type(within(dialog).getByLabelText("Expiry date"), `04${NEXT_YEAR_SHORT}`);
    await user.type(within(dialog).getByLabelText("Security code (CVC)"), "1234{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await cards()).map((row) => row[0])).toContain("American Express •••• 0005");
    expect(app.toasts()).toContain("Your American Express card ending in 0005 was saved.");
  });

  it("shows the gateway's refusal in the dialog and keeps it open", async () => {
    const gateway = emptyGateway();
    vi.spyOn(gateway, "addPaymentMethod").mockRejectedValueOnce(
      GatewayError.http(400, "Your card has expired."),
    );
    await openBilling("/billing", gateway);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add card" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Card number"), "4242424242424242");
    await user.type(within(dialog).getByLabelText("Expiry date"), `04${NEXT_YEAR_SHORT}`);
    await user.type(within(dialog).getByLabelText("Security code (CVC)"), "123{Enter}");
    expect((await within(dialog).findByTestId("add-card-failure")).textContent).toBe(
      "Your card has expired.",
    );
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("pages through the invoices with Next and Previous, numbering the pages and keeping the page in the address", async () => {
    const app = await openBilling();
    const first = await invoicePage(1);
    expect(first).toHaveLength(10);
    expect(cell(first[0] as HTMLElement, "number")).toBe(invoiceNumber(PAID_MONTHS));
    expect(cell(first[0] as HTMLElement, "amount")).toBe(`$${TIER_PRICE.toFixed(2)}`);
    expect(cell(first[0] as HTMLElement, "date")).toMatch(DATE);
    expect(cell(first[0] as HTMLElement, "status")).toBe("Paid");
    expect(screen.getByTestId("invoice-page-number").textContent).toBe("Page 1");
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    const last = await invoicePage(2);
    expect(last.map((row) => cell(row, "number"))).toEqual(olderThanPageOne());
    expect(app.location()).toBe(`/billing?after=in_demo_${invoiceNumber(PAID_MONTHS - 9).slice(4)}`);
    expect(screen.getByTestId("invoice-page-number").textContent).toBe("Page 2");
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await invoicePage(1)).toHaveLength(10);
    expect(app.location()).toBe("/billing");
  });

  it("opens the page an address names, with its number and a working Previous", async () => {
    await openBilling(`/billing?after=in_demo_${invoiceNumber(PAID_MONTHS - 9).slice(4)}`);
    expect((await invoicePage(2)).map((row) => cell(row, "number"))).toEqual(olderThanPageOne());
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await invoicePage(1)).toHaveLength(10);
  });

  it("tells an open invoice from a paid one", async () => {
    const paid = {
      id: "in_paid",
      number: "MRD-0001",
      status: "paid",
      amount: 19,
      currency: "usd",
      createdAt: new Date(2025, 4, 1),
      hostedInvoiceUrl: null,
      invoicePdf: null,
    };
    const open = {
      ...paid,
      id: "in_open",
      number: "MRD-0002",
      status: "open",
      createdAt: new Date(2025, 5, 1),
    };
    await openBilling("/billing", {
      ...emptyGateway(),
      listInvoices: async () => ({ data: [open, paid], hasMore: false }),
    });
    const rows = await invoicePage(1);
    expect(rows.map((row) => [cell(row, "number"), cell(row, "status")])).toEqual([
      ["MRD-0002", "Open"],
      ["MRD-0001", "Paid"],
    ]);
  });

  it("links each invoice's document in a new tab that cannot reach back to the dashboard", async () => {
    const hosted = {
      id: "in_hosted",
      number: "MRD-0012",
      status: "paid",
      amount: 19,
      currency: "usd",
      createdAt: new Date(2025, 5, 1),
      hostedInvoiceUrl: "https://invoice.stripe.com/i/demo_0012",
      invoicePdf: null,
    };
    await openBilling("/billing", {
      ...emptyGateway(),
      listInvoices: async () => ({ data: [hosted], hasMore: false }),
    });
    await invoicePage(1);
    const link = screen.getByRole("link", { name: "View invoice MRD-0012 (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://invoice.stripe.com/i/demo_0012");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("says when there are no cards and no invoices yet, and offers to add a card", async () => {
    await openBilling("/billing", emptyGateway());
    await waitFor(() => expect(section("invoices").dataset.status).toBe("ready"));
    expect(within(section("invoices")).getByText("No invoices yet")).toBeTruthy();
    await cards();
    expect(within(section("payment-methods")).getByText("No payment methods yet")).toBeTruthy();
    expect(within(section("payment-methods")).getByRole("button", { name: "Add card" })).toBeTruthy();
  });

  it("shows why the invoices failed in the server's words, and reads them again on retry", async () => {
    const gateway = emptyGateway();
    const listInvoices = vi
      .spyOn(gateway, "listInvoices")
      .mockRejectedValue(GatewayError.http(502, "The ledger is closed"));
    await openBilling("/billing", gateway);
    await waitFor(() => expect(section("invoices").dataset.status).toBe("failed"));
    expect(within(section("invoices")).getByText("The ledger is closed")).toBeTruthy();
    listInvoices.mockRestore();
    await userEvent.click(within(section("invoices")).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(section("invoices")).getByText("No invoices yet")).toBeTruthy());
  });
});
