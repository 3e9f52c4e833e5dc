import { describe, expect, it } from "vitest";
import { isIpv4Address, isIpv6Address } from "./ip-addresses.ts";
import {
  isIssuableSsn,
  passesIbanCheck,
  passesLuhn,
  passesNhsCheck,
  passesNifCheck,
} from "./pii-checksums.ts";

describe("the check digits of personal numbers", () => {
  it("accept card numbers that pass the Luhn check and refuse one digit off", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("378282246310005")).toBe(true);
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("accept IBANs whose mod-97 remainder is 1, in any case and spacing", () => {
    expect(passesIbanCheck("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(passesIbanCheck("DE89370400440532013000")).toBe(true);
    expect(passesIbanCheck("fr1420041010050500013m02606")).toBe(true);
    expect(passesIbanCheck("GB82 WEST 1234 5698 7654 33")).toBe(false);
    expect(passesIbanCheck("GB82")).toBe(false);
  });

  it("refuse what is no IBAN even when its mod-97 remainder is 1", () => {
    for (const text of [
      "DE89 123400",
      "1DE893704004405320130041",
      "DE8A37040044053201384",
      `DE89${"1".repeat(29)}62`,
    ])
      expect(passesIbanCheck(text), text).toBe(false);
  });

  it("accept social security numbers only in issuable ranges", () => {
    expect(isIssuableSsn("123", "45", "6789")).toBe(true);
    expect(isIssuableSsn("000", "45", "6789")).toBe(false);
    expect(isIssuableSsn("666", "45", "6789")).toBe(false);
    expect(isIssuableSsn("912", "45", "6789")).toBe(false);
    expect(isIssuableSsn("123", "00", "6789")).toBe(false);
    expect(isIssuableSsn("123", "45", "0000")).toBe(false);
  });

  it("accept NHS numbers and NIFs whose check digit or letter matches", () => {
    expect(passesNhsCheck("9434765919")).toBe(true);
    expect(passesNhsCheck("9434765918")).toBe(false);
    expect(passesNhsCheck("1000000060")).toBe(true);
    expect(passesNhsCheck("94347659190")).toBe(false);
    expect(passesNhsCheck("943476591")).toBe(false);
    expect(passesNifCheck("12345678", "Z")).toBe(true);
    expect(passesNifCheck("12345678", "A")).toBe(false);
  });
});

describe("IP addresses", () => {
  it("are recognised in their IPv4 and IPv6 forms", () => {
    expect(isIpv4Address("192.168.1.20")).toBe(true);
    for (const address of ["0.0.0.0", "200.100.9.99", "249.250.255.1"])
      expect(isIpv4Address(address), address).toBe(true);
    for (const address of ["256.1.1.1", "1.2.3", "1.2.3.4.5", "01.2.3.4"])
      expect(isIpv4Address(address), address).toBe(false);
    for (const address of [
      "2001:db8::1",
      "::1",
      "::",
      "fe80::1ff:fe23:4567:890a",
      "::ffff:192.0.2.128",
      "64:ff9b::192.0.2.33",
      "0:0:0:0:0:ffff:192.0.2.128",
      "1:2:3:4:5:6::7",
    ])
      expect(isIpv6Address(address), address).toBe(true);
    expect(isIpv6Address("2001:0db8:85a3:0000:0000:8a2e:0370:7334")).toBe(true);
  });

  it("are not confused with times or malformed groups", () => {
    for (const text of [
      "12:30:45",
      "1::2::3",
      "1:2:3:4::5:6:7:8::9",
      "1:2:3:4::5:6:7:8",
      "12345::1",
      "1:2:3:4:5:6:7",
      "::ffff:999.0.0.1",
      "0:0:0:0:ffff:192.0.2.128",
    ])
      expect(isIpv6Address(text), text).toBe(false);
  });
});
