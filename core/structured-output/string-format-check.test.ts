import { describe, expect, it } from "vitest";
import { stringFitsFormat } from "./string-format-check.ts";

const fits = (format: string) => (text: string) => stringFitsFormat(text, format);

describe("whether a string is of a format structured outputs name", () => {
  it("knows nothing of a format it does not check", () => {
    expect(stringFitsFormat("blue", "colour")).toBeNull();
    expect(stringFitsFormat("", "regex")).toBeNull();
  });

  it("knows nothing of a format named like a property every object has", () => {
    expect(stringFitsFormat("blue", "toString")).toBeNull();
    expect(stringFitsFormat("blue", "constructor")).toBeNull();
  });

  describe("date", () => {
    const date = fits("date");
    it.each(["2024-02-29", "2024-12-31", "2024-01-01", "0099-06-15", "2023-04-30"])(
      "%s is a date",
      (text) => {
        expect(date(text)).toBe(true);
      },
    );
    it.each([
      "2023-02-29",
      "2024-04-31",
      "2024-00-10",
      "2024-13-01",
      "2024-01-00",
      "2024-01-32",
      "2024-1-01",
      "2024-01-1",
      "20240-01-01",
      "x2024-01-01",
      "2024-01-01x",
      "2024/01/01",
      "",
    ])("%s is no date", (text) => {
      expect(date(text)).toBe(false);
    });
  });

  describe("time", () => {
    const time = fits("time");
    it.each([
      "00:00:00Z",
      "19:59:59Z",
      "20:00:00z",
      "23:59:59.5Z",
      "12:00:00.123+05:30",
      "12:00:00-23:59",
      "09:30:00+19:00",
    ])("%s is a time", (text) => {
      expect(time(text)).toBe(true);
    });
    it.each([
      "24:00:00Z",
      "12:60:00Z",
      "12:00:60Z",
      "12:00:00",
      "12:00",
      "12:00:00.Z",
      "12:00:00Zx",
      "x12:00:00Z",
      "12:00:00+0530",
      "12:00:00+24:00",
      "12:00:00+05:60",
      "1:00:00Z",
      "12:00:00 Z",
    ])("%s is no time", (text) => {
      expect(time(text)).toBe(false);
    });
  });

  describe("date-time", () => {
    const dateTime = fits("date-time");
    it.each(["2024-02-29T13:45:00Z", "2024-02-29t13:45:00z", "2024-02-29 13:45:00+01:00"])(
      "%s is a date-time",
      (text) => {
        expect(dateTime(text)).toBe(true);
      },
    );
    it.each([
      "2024-02-29T25:00:00Z",
      "2023-02-29T13:45:00Z",
      "2024-02-29",
      "T13:45:00Z",
      "2024-02-29T",
      "2024-02-29X13:45:00Z",
      "2024-02-29T13:45:00",
    ])("%s is no date-time", (text) => {
      expect(dateTime(text)).toBe(false);
    });
  });

  describe("duration", () => {
    const duration = fits("duration");
    it.each(["P3DT4H", "P1W", "P1Y2M3DT4H5M6S", "PT1H", "PT0S", "P10M", "PT30M", "P2Y", "P12D"])(
      "%s is a duration",
      (text) => {
        expect(duration(text)).toBe(true);
      },
    );
    it.each(["PT", "P", "P1W2D", "P1YT", "p1D", "P1.5D", "xP1D", "P1Dx", "1D", "PT1D", "P1H", "P1S", "PW"])(
      "%s is no duration",
      (text) => {
        expect(duration(text)).toBe(false);
      },
    );
  });

  describe("email", () => {
    const email = fits("email");
    it.each(["a@b.co", "ada.lovelace@example.com", "o'brien+tag@example.com", "x_y-z=1@sub.example.org"])(
      "%s is an address",
      (text) => {
        expect(email(text)).toBe(true);
      },
    );
    it.each([
      "@example.com",
      "ada@",
      "ada@localhost",
      "ada..l@example.com",
      ".ada@example.com",
      "ada.@example.com",
      "a@b@example.com",
      "ada@-x.com",
      "ada lovelace@example.com",
      "ada@exa mple.com",
      "ada.example.com",
    ])("%s is no address", (text) => {
      expect(email(text)).toBe(false);
    });
  });

  describe("hostname", () => {
    const hostname = fits("hostname");
    const label63 = "a".repeat(63);
    it.each([
      "a",
      "a-b",
      "example.com",
      "example.com.",
      "xn--bcher-kva.example",
      "9lives.example",
      `${label63}.com`,
      `${"a".repeat(61)}-b.com`,
    ])("%s is a host name", (text) => {
      expect(hostname(text)).toBe(true);
    });
    it.each(["", ".", "-a", "a-", "a..b", "exa_mple.com", `${"a".repeat(64)}.com`, "a.-b.com", "a b"])(
      "%s is no host name",
      (text) => {
        expect(hostname(text)).toBe(false);
      },
    );
    it("takes a name of 253 characters, with or without a final dot, and no longer", () => {
      const name = [label63, label63, label63, "a".repeat(61)].join(".");
      expect(name).toHaveLength(253);
      expect(hostname(name)).toBe(true);
      expect(hostname(`${name}.`)).toBe(true);
      expect(hostname(`${name}a`)).toBe(false);
    });
  });

  describe("ipv4", () => {
    const ipv4 = fits("ipv4");
    it.each(["0.0.0.0", "255.255.255.255", "249.200.199.100", "9.99.100.1", "192.0.2.1"])(
      "%s is an IPv4 address",
      (text) => {
        expect(ipv4(text)).toBe(true);
      },
    );
    it.each([
      "256.1.1.1",
      "1.1.1.256",
      "260.1.1.1",
      "300.1.1.1",
      "01.1.1.1",
      "1.1.1.01",
      "1.1.1",
      "1.1.1.1.1",
      "1.1.1.1 ",
      " 1.1.1.1",
      "1.1.1.a",
      "1..1.1",
    ])("%s is no IPv4 address", (text) => {
      expect(ipv4(text)).toBe(false);
    });
  });

  describe("ipv6", () => {
    const ipv6 = fits("ipv6");
    it.each(["::1", "::", "2001:db8::1", "ABCD::EF", "::ffff:192.0.2.1", "1:2:3:4:5:6:7:8"])(
      "%s is an IPv6 address",
      (text) => {
        expect(ipv6(text)).toBe(true);
      },
    );
    it.each(["1.2.3.4", "fe80::1%eth0", "[::1]", "2001:db8:::1", "g::1", "", "1:2:3:4:5:6:7:8:9", "::1 "])(
      "%s is no IPv6 address",
      (text) => {
        expect(ipv6(text)).toBe(false);
      },
    );
  });

  describe("uuid", () => {
    const uuid = fits("uuid");
    it.each(["0f8fad5b-d9cb-469f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E"])(
      "%s is a UUID",
      (text) => {
        expect(uuid(text)).toBe(true);
      },
    );
    it.each([
      "0f8fad5b-d9cb-469f-a165",
      "0f8fad5b-d9cb-469f-a165-70867728950e0",
      "x0f8fad5b-d9cb-469f-a165-70867728950e",
      "0f8fad5g-d9cb-469f-a165-70867728950e",
      "0f8fad5bd9cb469fa16570867728950e",
      "0f8fad5b-d9cb-469f-a165-70867728950",
      "0f8fad5-bd9cb-469f-a165-70867728950e",
    ])("%s is no UUID", (text) => {
      expect(uuid(text)).toBe(false);
    });
  });

  describe("uri", () => {
    const uri = fits("uri");
    it.each(["https://example.com/a", "urn:isbn:0451450523", "mailto:ada@example.com", "a+b.c-d:x", "H2:x"])(
      "%s is a URI",
      (text) => {
        expect(uri(text)).toBe(true);
      },
    );
    it.each([
      "https://example.com/a b",
      "1http://x",
      "//example.com",
      "example.com",
      "http://",
      ":x",
      "+a:x",
    ])("%s is no URI", (text) => {
      expect(uri(text)).toBe(false);
    });
  });
});
