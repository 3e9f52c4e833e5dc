import { describe, expect, it } from "vitest";
import { PiiEntity } from "../organization/pii-entities.ts";
import { detectPii } from "./detect-pii.ts";

const found = (text: string, entities: readonly string[] = []) =>
  detectPii(text, entities).map(({ entity, value }) => [entity, value]);

describe("personal data among look-alikes", () => {
  it("finds values inside JSON strings and tool arguments, where newlines are escaped once or twice", () => {
    const toolCall = JSON.stringify({ arguments: JSON.stringify({ note: "Hi\nada@example.com\n::1" }) });
    expect(found(toolCall)).toEqual([
      [PiiEntity.EMAIL_ADDRESS, "ada@example.com"],
      [PiiEntity.IP_ADDRESS, "::1"],
    ]);
  });

  it("takes an IBAN at its country's length and not the word after it", () => {
    expect(found("Pay BE68 5390 0754 7034 from the main account")).toEqual([
      [PiiEntity.IBAN_CODE, "BE68 5390 0754 7034"],
    ]);
  });

  it("takes no digits of an IBAN whose check fails for a card or a phone number", () => {
    expect(found("DE12 3704 0044 0532 0130 00 and DE12370400440532013000")).toEqual([]);
  });

  it("finds cards of each brand in their printed groups, and no Luhn-passing number of no brand", () => {
    expect(found("Amex 3782 822463 10005, Diners 3056 930902 5904, IMEI 490154203237518")).toEqual([
      [PiiEntity.CREDIT_CARD, "3782 822463 10005"],
      [PiiEntity.CREDIT_CARD, "3056 930902 5904"],
    ]);
  });

  it("does not take a phone number in E.164 for a card", () => {
    expect(found("reach me at +4915810036389", [PiiEntity.CREDIT_CARD])).toEqual([]);
  });

  it("reads an IPv4-mapped IPv6 address as one address", () => {
    expect(found("client ::ffff:192.0.2.128 connected")).toEqual([
      [PiiEntity.IP_ADDRESS, "::ffff:192.0.2.128"],
    ]);
  });

  it("takes no version string or section number for an IP address", () => {
    expect(found("Upgrade from v2.1.0.3 to version 2.1.0.4 (see section 2.3.1.4), not 1.2.3.4.5")).toEqual(
      [],
    );
  });

  it("finds the address of a CIDR block without its prefix length", () => {
    expect(found("allow 10.20.0.0/16")).toEqual([[PiiEntity.IP_ADDRESS, "10.20.0.0"]]);
  });

  it("finds national telephone numbers with a trunk 0 and in every notation of a country", () => {
    for (const phone of [
      "07700 900123",
      "030 12345678",
      "0151/2345678",
      "01.23.45.67.89",
      "+33 1 23 45 67 89",
    ])
      expect(found(`ring ${phone} today`), phone).toEqual([[PiiEntity.PHONE_NUMBER, phone]]);
  });

  it("takes no timestamp, SSN-shaped reference, invalid NHS number or out-of-range address for a phone number", () => {
    const text = "created 1700000000, ref 900-12-3456, NHS 943 476 5918, host 999.12.34.56, three 123.45.67";
    expect(found(text, [PiiEntity.PHONE_NUMBER])).toEqual([]);
  });

  it("takes a bare run of digits for a phone number only after a word that says so", () => {
    expect(found("call me on 4155552671, order 4155552671")).toEqual([
      [PiiEntity.PHONE_NUMBER, "4155552671"],
    ]);
  });

  it("finds an NHS number under a field that names it", () => {
    expect(found('{"nhs_number": "943 476 5919"}')).toEqual([[PiiEntity.NATIONAL_ID, "943 476 5919"]]);
  });

  it("takes no image file name for an email address", () => {
    expect(found("use logo@2x.png and icon@3x.webp")).toEqual([]);
  });
});
