import { describe, expect, it } from "vitest";
import { toEntity } from "../mapping/to-entity.ts";
import { Invoice } from "./invoice.entity.ts";
import { INVOICE_PAGE_SIZE, InvoicePage } from "./invoice-page.entity.ts";
import { UserAccount } from "./user-account.entity.ts";

describe("a page of invoices, as the gateway sends it", () => {
  it("holds invoices with their dates as dates", () => {
    const page = toEntity(InvoicePage, {
      data: [{ id: "in_1", amount: 20, currency: "usd", createdAt: "2026-03-01T00:00:00.000Z" }],
      hasMore: true,
    });
    expect(page.data[0]).toBeInstanceOf(Invoice);
    expect(page.data[0]?.createdAt).toEqual(new Date("2026-03-01T00:00:00.000Z"));
    expect(page.hasMore).toBe(true);
    expect(INVOICE_PAGE_SIZE).toBe(10);
  });
});

describe("a person's account figures", () => {
  it("keep their dates as dates", () => {
    const account = toEntity(UserAccount, {
      email: "ada@example.com",
      premiumExpiresAt: null,
      createdAt: "2025-01-01T00:00:00.000Z",
    });
    expect(account.createdAt).toEqual(new Date("2025-01-01T00:00:00.000Z"));
    expect(account.premiumExpiresAt).toBeNull();
  });
});
