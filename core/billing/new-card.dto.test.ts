import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate-input.ts";
import { CARD_BRANDS, NewCardDto } from "./new-card.dto.ts";

const VALID = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };
const errorsOf = (input: unknown) => validateInput(NewCardDto, input).errMsgs;

describe("a card to save", () => {
  it("is taken with a brand the gateway takes, four last digits, a month and a four-digit year", () => {
    expect(CARD_BRANDS).toEqual(["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay"]);
    for (const brand of CARD_BRANDS) expect(errorsOf({ ...VALID, brand }), brand).toEqual([]);
    expect(errorsOf({ ...VALID, expMonth: 1, expYear: 2000 })).toEqual([]);
    expect(errorsOf({ ...VALID, expMonth: 12, expYear: 2100 })).toEqual([]);
  });

  it("is refused a brand it does not take, naming those it does", () => {
    expect(errorsOf({ ...VALID, brand: "maestro" })).toEqual([
      "brand must be one of visa, mastercard, amex, discover, diners, jcb, unionpay",
    ]);
  });

  it("is refused anything but its last four digits", () => {
    for (const last4 of ["424", "42424", "42a2", " 4242"])
      expect(errorsOf({ ...VALID, last4 }), last4).toEqual([
        "last4 must be the last four digits of the card",
      ]);
  });

  it("is refused a month outside 1 to 12, or not whole", () => {
    expect(errorsOf({ ...VALID, expMonth: 0 })).toEqual(["expMonth must be between 1 and 12"]);
    expect(errorsOf({ ...VALID, expMonth: 13 })).toEqual(["expMonth must be between 1 and 12"]);
    expect(errorsOf({ ...VALID, expMonth: 6.5 })).toEqual(["expMonth must be a whole number"]);
  });

  it("is refused a year that is not four digits, or not whole", () => {
    expect(errorsOf({ ...VALID, expYear: 1999 })).toEqual(["expYear must be a four-digit year"]);
    expect(errorsOf({ ...VALID, expYear: 2101 })).toEqual(["expYear must be a four-digit year"]);
    expect(errorsOf({ ...VALID, expYear: 2030.5 })).toEqual(["expYear must be a whole number"]);
  });
});
