import { describe, expect, it } from "vitest";
import { PiiEntity } from "../organization/pii-entities.ts";
import { detectPii } from "./detect-pii.ts";

const found = (text: string, entities: readonly string[] = []) =>
  detectPii(text, entities).map(({ entity, value }) => [entity, value]);

describe("finding personal data in a prompt", () => {
  it("finds email addresses", () => {
    expect(found("Write to ada.lovelace+work@example.co.uk today")).toEqual([
      [PiiEntity.EMAIL_ADDRESS, "ada.lovelace+work@example.co.uk"],
    ]);
  });

  it.each([
    "+1 415 555 2671",
    "(415) 555-2671",
    "+44 20 7946 0958",
    "415.555.2671",
    "+4915123456789",
    "020 7946 0958",
  ])("finds the phone number %s", (phone) => {
    expect(found(`Call me on ${phone}, please.`)).toEqual([[PiiEntity.PHONE_NUMBER, phone]]);
  });

  it("does not take dates, decimals or ordinary numbers for phone numbers", () => {
    expect(found("On 2024-01-15 pi was 3.14159 and we sold 1200 units of 35 boxes in 2023.")).toEqual([]);
  });

  it("finds card numbers that pass the Luhn check, and only those", () => {
    expect(found("Card 4111 1111 1111 1111 and 4111-1111-1111-1112")).toEqual([
      [PiiEntity.CREDIT_CARD, "4111 1111 1111 1111"],
    ]);
  });

  it("finds IBANs that pass the mod-97 check, and only those", () => {
    const text = "Pay GB82 WEST 1234 5698 7654 32 or DE89370400440532013000, not GB82 WEST 1234 5698 7654 33";
    expect(found(text, [PiiEntity.IBAN_CODE])).toEqual([
      [PiiEntity.IBAN_CODE, "GB82 WEST 1234 5698 7654 32"],
      [PiiEntity.IBAN_CODE, "DE89370400440532013000"],
    ]);
  });

  it("finds IPv4 and IPv6 addresses", () => {
    expect(found("Hosts 10.0.0.12 and 2001:db8::8a2e:370:7334 at 12:30:45")).toEqual([
      [PiiEntity.IP_ADDRESS, "10.0.0.12"],
      [PiiEntity.IP_ADDRESS, "2001:db8::8a2e:370:7334"],
    ]);
  });

  it("finds national identity numbers: US SSN, UK NHS number, Spanish NIF", () => {
    expect(found("SSN 123-45-6789, NHS number 943 476 5919, NIF 12345678Z; not 12345678A")).toEqual([
      [PiiEntity.NATIONAL_ID, "123-45-6789"],
      [PiiEntity.NATIONAL_ID, "943 476 5919"],
      [PiiEntity.NATIONAL_ID, "12345678Z"],
    ]);
  });

  it("takes no number for a national id that fails its check", () => {
    expect(found("000-45-6789 666-12-3456 NHS 943 476 5918", [PiiEntity.NATIONAL_ID])).toEqual([]);
  });

  it("looks only for the kinds asked for", () => {
    const text = "mail ada@example.com or call +1 415 555 2671";
    expect(found(text, [PiiEntity.PHONE_NUMBER])).toEqual([[PiiEntity.PHONE_NUMBER, "+1 415 555 2671"]]);
    expect(found(text, ["PERSON"])).toEqual([]);
  });

  it("finds nothing in a text without personal data", () => {
    expect(found("What is a watt? Explain it in 3 sentences for a 10-year-old.")).toEqual([]);
  });

  it("looks for every kind when no kinds are given", () => {
    expect(detectPii("mail ada@example.com").map(({ entity }) => entity)).toEqual([PiiEntity.EMAIL_ADDRESS]);
  });
});
