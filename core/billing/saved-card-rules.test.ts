import { describe, expect, it } from "vitest";
import { CARD_EXPIRED, isCardExpired, NO_SUCH_PAYMENT_METHOD } from "./saved-card-rules.ts";

describe("a saved card's expiry", () => {
  const june2026 = { expMonth: 6, expYear: 2026 };

  it("is valid through the last instant of its month (UTC)", () => {
    expect(isCardExpired(june2026, Date.UTC(2026, 5, 30, 23, 59, 59, 999))).toBe(false);
    expect(isCardExpired(june2026, Date.UTC(2026, 6, 1))).toBe(true);
    expect(isCardExpired(june2026, Date.UTC(2025, 11, 1))).toBe(false);
  });

  it("passes at the year's end for a December card", () => {
    expect(isCardExpired({ expMonth: 12, expYear: 2026 }, Date.UTC(2026, 11, 31, 12))).toBe(false);
    expect(isCardExpired({ expMonth: 12, expYear: 2026 }, Date.UTC(2027, 0, 1))).toBe(true);
  });
});

describe("a refused card", () => {
  it("is refused in the payment provider's words", () => {
    expect(CARD_EXPIRED).toBe("Your card has expired.");
    expect(NO_SUCH_PAYMENT_METHOD).toBe("No such payment method");
  });
});
