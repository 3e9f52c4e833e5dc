import { describe, expect, it } from "vitest";
import { passesLuhn } from "../pii/pii-checksums.ts";
import {
  type CardEntry,
  cardBrandOf,
  checkCardEntry,
  cvcLength,
  formatExpiryInput,
  groupCardNumber,
  parseExpiry,
} from "./card-entry.ts";

/** 15 June 2026, noon UTC. */
const NOW = Date.UTC(2026, 5, 15, 12);
const VALID: CardEntry = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "" };

describe("card numbers", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["4000056655665556", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["371449635398431", "amex"],
    ["6011111111111117", "discover"],
    ["6500000000000002", "discover"],
    ["3056930009020004", "diners"],
    ["36227206271667", "diners"],
    ["3566002020360505", "jcb"],
    ["6200000000000005", "unionpay"],
  ])("tells the brand of %s: %s", (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
    expect(passesLuhn(number)).toBe(true);
  });

  it("tells no brand from digits that name none, nor from too few", () => {
    expect(cardBrandOf("1234 5678")).toBeNull();
    expect(cardBrandOf("")).toBeNull();
    expect(cardBrandOf("35")).toBeNull();
  });

  it("groups the digits as typed, in fours or in the brand's own groups, dropping what is too long", () => {
    expect(groupCardNumber("42424")).toBe("4242 4");
    expect(groupCardNumber("4242-4242 4242.4242")).toBe("4242 4242 4242 4242");
    expect(groupCardNumber("42424242424242424242424")).toBe("4242 4242 4242 4242 424");
    expect(groupCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(groupCardNumber("3782822463100059")).toBe("3782 822463 10005");
    expect(groupCardNumber("36227206271667")).toBe("3622 720627 1667");
    expect(groupCardNumber("5555555555554444999")).toBe("5555 5555 5555 4444");
    expect(groupCardNumber("")).toBe("");
  });

  it("catches a mistyped or swapped digit with the Luhn checksum", () => {
    for (const number of ["4242 4242 4242 4241", "4242 4242 4242 4422"]) {
      expect(checkCardEntry({ ...VALID, number }, NOW)).toEqual({
        ok: false,
        problems: { number: "invalid" },
      });
    }
  });
});

describe("expiry dates", () => {
  it("writes the slash after the month as it is typed", () => {
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("12")).toBe("12");
    expect(formatExpiryInput("12/")).toBe("12/");
    expect(formatExpiryInput("123")).toBe("12/3");
    expect(formatExpiryInput("1230")).toBe("12/30");
    expect(formatExpiryInput("12/305")).toBe("12/30");
    expect(formatExpiryInput("4/")).toBe("04/");
    expect(formatExpiryInput("4/28")).toBe("04/28");
    expect(formatExpiryInput("ab")).toBe("");
  });

  it("reads MM/YY as a month and a four-digit year, and refuses what is no month", () => {
    expect(parseExpiry("12/30")).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry("4/28")).toEqual({ expMonth: 4, expYear: 2028 });
    expect(parseExpiry("0428")).toEqual({ expMonth: 4, expYear: 2028 });
    expect(parseExpiry("04 / 2028")).toEqual({ expMonth: 4, expYear: 2028 });
    for (const text of ["13/30", "00/30", "12/3", "12", "", "1230x", "12/2130"]) {
      expect(parseExpiry(text)).toBeNull();
    }
  });
});

describe("checking a card form", () => {
  it("answers only the brand, the last four digits and the expiry of a valid card", () => {
    expect(checkCardEntry({ ...VALID, name: "Ada Lovelace" }, NOW)).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
    });
  });

  it("asks for four security digits on an American Express card and three on others", () => {
    expect(cvcLength("amex")).toBe(4);
    expect(cvcLength("visa")).toBe(3);
    const amex = { ...VALID, number: "3782 822463 10005" };
    expect(checkCardEntry({ ...amex, cvc: "1234" }, NOW)).toMatchObject({
      ok: true,
      card: { brand: "amex" },
    });
    expect(checkCardEntry({ ...amex, cvc: "123" }, NOW)).toEqual({ ok: false, problems: { cvc: "invalid" } });
    expect(checkCardEntry({ ...VALID, cvc: "1234" }, NOW)).toEqual({
      ok: false,
      problems: { cvc: "invalid" },
    });
  });

  it("says what is wrong with each field at once", () => {
    expect(checkCardEntry({ number: "", expiry: "", cvc: "", name: "" }, NOW)).toEqual({
      ok: false,
      problems: { number: "required", expiry: "required", cvc: "required" },
    });
    expect(
      checkCardEntry({ number: "4242 4242", expiry: "13/30", cvc: "12a", name: "x".repeat(101) }, NOW),
    ).toEqual({
      ok: false,
      problems: { number: "incomplete", expiry: "invalid", cvc: "invalid", name: "tooLong" },
    });
  });

  it("refuses a number with a typo, one of no accepted brand, and a card already expired", () => {
    expect(checkCardEntry({ ...VALID, number: "4242 4242 4242 4241" }, NOW)).toEqual({
      ok: false,
      problems: { number: "invalid" },
    });
    expect(checkCardEntry({ ...VALID, number: "9999 9999 9999 9995" }, NOW)).toEqual({
      ok: false,
      problems: { number: "unknownBrand" },
    });
    expect(checkCardEntry({ ...VALID, expiry: "05/26" }, NOW)).toEqual({
      ok: false,
      problems: { expiry: "past" },
    });
    expect(checkCardEntry({ ...VALID, expiry: "06/26" }, NOW).ok).toBe(true);
    expect(checkCardEntry({ ...VALID, expiry: "06/26" }, Date.UTC(2026, 6, 1)).ok).toBe(false);
  });

  it("takes a number between the lengths its brand allows as not finished yet", () => {
    expect(checkCardEntry({ ...VALID, number: "4242 4242 4242 42" }, NOW)).toEqual({
      ok: false,
      problems: { number: "incomplete" },
    });
    expect(checkCardEntry({ ...VALID, number: "424" }, NOW)).toEqual({
      ok: false,
      problems: { number: "incomplete" },
    });
  });
});

describe("card numbers at the edges of each brand's ranges", () => {
  it.each([
    ["5105105105105100", "mastercard"],
    ["5000000000000000", null],
    ["5600000000000000", null],
    ["2221000000000009", "mastercard"],
    ["2220999999999999", null],
    ["2720990000000000", "mastercard"],
    ["2721000000000000", null],
    ["3528000000000000", "jcb"],
    ["3527999999999999", null],
    ["3589000000000000", "jcb"],
    ["3590000000000000", null],
    ["3528", "jcb"],
    ["3095000000000000", "diners"],
    ["3096000000000000", null],
    ["3060000000000000", null],
    ["3800000000000000", "diners"],
    ["3900000000000000", "diners"],
    ["3400000000000000", "amex"],
    ["3500", null],
    ["6440000000000000", "discover"],
    ["6490000000000000", "discover"],
    ["6430000000000000", null],
    ["6010000000000000", null],
    ["6100000000000000", null],
    ["9434", null],
    ["9962", null],
  ])("reads %s as %s", (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it("groups a Diners Club number of more than 14 digits in fours", () => {
    expect(groupCardNumber("3056930009020004")).toBe("3056 9300 0902 0004");
    expect(groupCardNumber("305693000902000")).toBe("3056 9300 0902 000");
  });
});

describe("a card number's problems", () => {
  it("calls a number of no brand incomplete under four digits, and of no accepted brand from four on", () => {
    expect(checkCardEntry({ ...VALID, number: "999" }, NOW)).toEqual({
      ok: false,
      problems: { number: "incomplete" },
    });
    expect(checkCardEntry({ ...VALID, number: "9999" }, NOW)).toEqual({
      ok: false,
      problems: { number: "unknownBrand" },
    });
  });

  it("takes a number as long as its brand's longest, and refuses one longer", () => {
    expect(checkCardEntry({ ...VALID, number: "4242 4242 4242 4242 428" }, NOW)).toMatchObject({
      ok: true,
      card: { last4: "2428" },
    });
    expect(checkCardEntry({ ...VALID, number: "4242 4242 4242 4242 4280" }, NOW)).toEqual({
      ok: false,
      problems: { number: "invalid" },
    });
  });
});

describe("typing an expiry", () => {
  it("takes spaces around a one-digit month", () => {
    expect(formatExpiryInput(" 4 / 28")).toBe("04/28");
    expect(formatExpiryInput("4 /")).toBe("04/");
  });

  it("reads months 1 and 12 and spaces around the date, nothing before or after it", () => {
    expect(parseExpiry("01/30")).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseExpiry(" 12/30 ")).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry(" 0130 ")).toEqual({ expMonth: 1, expYear: 2030 });
    for (const text of ["x12/30", "12/30x", "x0130", "123/30", "12/300", "12//30", "1/2/30"])
      expect(parseExpiry(text), text).toBeNull();
  });
});

describe("a card form's other fields", () => {
  it("asks for an expiry and a security code left blank", () => {
    expect(checkCardEntry({ ...VALID, expiry: "   ", cvc: "   " }, NOW)).toEqual({
      ok: false,
      problems: { expiry: "required", cvc: "required" },
    });
  });

  it("takes a security code with spaces around it", () => {
    expect(checkCardEntry({ ...VALID, cvc: " 123 " }, NOW).ok).toBe(true);
    expect(checkCardEntry({ ...VALID, cvc: "1 23" }, NOW)).toEqual({
      ok: false,
      problems: { cvc: "invalid" },
    });
  });

  it("takes a name of up to 100 characters, the spaces around it not counted", () => {
    expect(checkCardEntry({ ...VALID, name: ` ${"x".repeat(100)} ` }, NOW).ok).toBe(true);
  });
});

describe("cards of the other brands", () => {
  it.each([
    ["6011111111111117", "6011 1111 1111 1117"],
    ["3566002020360505", "3566 0020 2036 0505"],
    ["6200000000000005", "6200 0000 0000 0005"],
  ])("takes %s, written %s", (number, grouped) => {
    expect(groupCardNumber(number)).toBe(grouped);
    expect(checkCardEntry({ ...VALID, number }, NOW).ok).toBe(true);
  });

  it("keeps up to 19 digits of a Discover, JCB or UnionPay number", () => {
    expect(groupCardNumber("60111111111111171234")).toBe("6011 1111 1111 1117 123");
    expect(groupCardNumber("35660020203605051234")).toBe("3566 0020 2036 0505 123");
    expect(groupCardNumber("62000000000000051234")).toBe("6200 0000 0000 0005 123");
  });

  it("reads no Discover number from digits that only hold its prefix further on", () => {
    expect(cardBrandOf("9650")).toBeNull();
    expect(cardBrandOf("96011")).toBeNull();
  });
});

describe("typing an expiry without a month", () => {
  it("adds no slash to a lone slash or a digit after one", () => {
    expect(formatExpiryInput("/")).toBe("");
    expect(formatExpiryInput("/5")).toBe("5");
  });
});
