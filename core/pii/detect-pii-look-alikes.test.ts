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

  it("keeps two values that touch without overlapping", () => {
    expect(found("ada@example.com123-45-6789")).toEqual([
      [PiiEntity.EMAIL_ADDRESS, "ada@example.com"],
      [PiiEntity.NATIONAL_ID, "123-45-6789"],
    ]);
    expect(found("fe80::+ada@example.com")).toEqual([
      [PiiEntity.IP_ADDRESS, "fe80::"],
      [PiiEntity.EMAIL_ADDRESS, "+ada@example.com"],
    ]);
  });

  it("blanks JSON escapes of a character by its code and of a backslash", () => {
    expect(found('{"note": "call me on\\u00a04155552671"}')).toEqual([
      [PiiEntity.PHONE_NUMBER, "4155552671"],
    ]);
    expect(found('{"nhs": "\\\\9434765919"}')).toEqual([[PiiEntity.NATIONAL_ID, "9434765919"]]);
  });

  it("takes no space after an IBAN into it", () => {
    expect(found("to BE68 5390 0754 7034 (main)")).toEqual([[PiiEntity.IBAN_CODE, "BE68 5390 0754 7034"]]);
  });

  it("takes no digits after the start of an IBAN whose check fails, after groups of letters too", () => {
    expect(found("IBAN BE12 0390 0754 7034, ES12 ABCD 4111 1111 1111 1111")).toEqual([]);
  });

  it("takes a number for a phone number after a word that only looks like the start of an IBAN", () => {
    expect(found("Flight LH12 lands at 9; ring 030 12345678")).toEqual([
      [PiiEntity.PHONE_NUMBER, "030 12345678"],
    ]);
  });

  it("takes no SSN of an unissued area, group or serial", () => {
    expect(found("912-45-6789 123-00-6789 123-45-0000", [PiiEntity.NATIONAL_ID])).toEqual([]);
  });

  it("finds an NHS number after the bare word or a field name, spaced or not", () => {
    expect(found("NHS 943 476 5919; NHS number 9434765919")).toEqual([
      [PiiEntity.NATIONAL_ID, "943 476 5919"],
      [PiiEntity.NATIONAL_ID, "9434765919"],
    ]);
    expect(found('{"nhsNumber": "9434765919"}')).toEqual([[PiiEntity.NATIONAL_ID, "9434765919"]]);
  });

  it("takes an address after a version mentioned further back, and none right after one", () => {
    expect(found("after the version 2 upgrade, host 10.0.0.12 is down")).toEqual([
      [PiiEntity.IP_ADDRESS, "10.0.0.12"],
    ]);
    expect(found("version: 1.0.0.1 and §2.3.1.4")).toEqual([]);
  });

  it("finds an IPv6 prefix that ends in :: and an address at the end of a sentence", () => {
    expect(found("prefix 2001:db8:: is ours; connect to 2001:db8::1. Then")).toEqual([
      [PiiEntity.IP_ADDRESS, "2001:db8::"],
      [PiiEntity.IP_ADDRESS, "2001:db8::1"],
    ]);
  });

  it("takes an address whose domain holds a file extension, and no image or document name of any spelling", () => {
    expect(found("mail ada@mail.gifts.com or ada@x.io")).toEqual([
      [PiiEntity.EMAIL_ADDRESS, "ada@mail.gifts.com"],
      [PiiEntity.EMAIL_ADDRESS, "ada@x.io"],
    ]);
    expect(found("see photo@2x.jpg and scan@2x.tif")).toEqual([]);
  });

  it("finds phone numbers with a trunk in parentheses, an area code without a space, in CSV and before a full stop", () => {
    for (const phone of ["+44(0)20 7946 0958", "(415)555-2671"])
      expect(found(`ring ${phone}`), phone).toEqual([[PiiEntity.PHONE_NUMBER, phone]]);
    expect(found("Ada,415-555-2671,42")).toEqual([[PiiEntity.PHONE_NUMBER, "415-555-2671"]]);
    for (const phone of ["415-555-2671", "4155552671"])
      expect(found(`Call me on ${phone}. Thanks`), phone).toEqual([[PiiEntity.PHONE_NUMBER, phone]]);
  });

  it("takes no bare run of digits with a trunk 0 for a phone number without a word that says so", () => {
    expect(found("invoice 0123456789 is paid")).toEqual([]);
  });

  it("takes no run of digits joined by a hyphen to more for a phone number, with a + too", () => {
    expect(found("ticket +4915123456-A7 closed")).toEqual([]);
  });

  it("takes a number after an NHS mention further back for a phone number, and none after NHS", () => {
    expect(found("the NHS helpline is 0300 311 22 33")).toEqual([[PiiEntity.PHONE_NUMBER, "0300 311 22 33"]]);
    expect(found("Patient record of Mr Smith, NHS number: 943 476 5918")).toEqual([]);
  });
});
