import { describe, expect, it } from "vitest";
import { formattedString, isStringFormat, STRING_FORMATS } from "./formatted-string.ts";
import { plausibleNumber } from "./plausible-number.ts";
import { plausibleString } from "./plausible-string.ts";
import { plausibleWord } from "./plausible-word.ts";

const always = (draw: number) => () => draw;
const LOWEST = always(0);
const HIGHEST = always(0.999_999);
const PLAIN = { minLength: 0, maxLength: undefined, format: undefined };

describe("a string of a format", () => {
  it("is one of the formats structured outputs name, and uri", () => {
    expect(STRING_FORMATS).toEqual([
      "date-time",
      "time",
      "date",
      "duration",
      "email",
      "hostname",
      "ipv4",
      "ipv6",
      "uuid",
      "uri",
    ]);
    expect(isStringFormat("uuid")).toBe(true);
    expect(isStringFormat("phone")).toBe(false);
  });

  it("starts from the lowest of each part's range", () => {
    expect(STRING_FORMATS.map((format) => formattedString(format, LOWEST))).toEqual([
      "2020-01-01T00:00:00Z",
      "00:00:00Z",
      "2020-01-01",
      "P1D",
      "amber.amber@example.com",
      "amber.example.com",
      "192.0.2.1",
      "2001:db8::0000",
      "00000000-0000-4000-8000-000000000000",
      "https://example.com/amber",
    ]);
  });

  it("reaches the highest of each part's range, and no further", () => {
    expect(STRING_FORMATS.map((format) => formattedString(format, HIGHEST))).toEqual([
      "2027-12-28T23:59:59Z",
      "23:59:59Z",
      "2027-12-28",
      "PT12H59M",
      "zephyr.zephyr@example.com",
      "zephyr.example.com",
      "203.0.113.254",
      "2001:db8::ffff",
      "ffffffff-ffff-4fff-bfff-ffffffffffff",
      "https://example.com/zephyr",
    ]);
  });

  it("writes a duration in hours and minutes from the middle draw on", () => {
    expect(formattedString("duration", always(0.4999))).toMatch(/^P\d+D$/);
    expect(formattedString("duration", always(0.5))).toMatch(/^PT\d+H\d+M$/);
    expect(formattedString("ipv4", always(0.5))).toBe("198.51.100.128");
  });
});

describe("a plain word", () => {
  it("is drawn from a list of neutral words", () => {
    expect(plausibleWord(LOWEST)).toBe("amber");
    expect(plausibleWord(always(0.5))).toBe("mirror");
    expect(plausibleWord(HIGHEST)).toBe("zephyr");
  });
});

describe("a plausible string", () => {
  it("is the format's string when it fits the length bounds, else nothing", () => {
    const date = { minLength: 10, maxLength: 10, format: "date" } as const;
    expect(plausibleString(date, LOWEST, "Paris")).toBe("2020-01-01");
    expect(plausibleString({ ...date, minLength: 11, maxLength: undefined }, LOWEST, null)).toBeNull();
    expect(plausibleString({ ...date, minLength: 0, maxLength: 9 }, LOWEST, null)).toBeNull();
  });

  it("is one to three plain words, or the suggestion", () => {
    expect(plausibleString(PLAIN, LOWEST, null)).toBe("amber");
    expect(plausibleString(PLAIN, HIGHEST, null)).toBe("zephyr zephyr zephyr");
    expect(plausibleString(PLAIN, always(0.34), null)).toBe("forest forest");
    expect(plausibleString(PLAIN, LOWEST, "New York")).toBe("New York");
  });

  it("is lengthened with words to the minimum length", () => {
    expect(plausibleString({ ...PLAIN, minLength: 5 }, LOWEST, "Paris")).toBe("Paris");
    expect(plausibleString({ ...PLAIN, minLength: 6 }, LOWEST, "Paris")).toBe("Paris amber");
    expect(plausibleString({ ...PLAIN, minLength: 12 }, LOWEST, "Paris")).toBe("Paris amber amber");
  });

  it("is cut to the maximum length, at a space when one is late enough", () => {
    expect(plausibleString({ ...PLAIN, maxLength: 13 }, LOWEST, "New York City")).toBe("New York City");
    expect(plausibleString({ ...PLAIN, maxLength: 10 }, LOWEST, "New York City")).toBe("New York");
    expect(plausibleString({ ...PLAIN, minLength: 8, maxLength: 10 }, LOWEST, "New York City")).toBe(
      "New York",
    );
    expect(plausibleString({ ...PLAIN, minLength: 9, maxLength: 10 }, LOWEST, "New York City")).toBe(
      "New York C",
    );
    expect(plausibleString({ ...PLAIN, maxLength: 3 }, LOWEST, " abc")).toBe(" ab");
    expect(plausibleString({ ...PLAIN, maxLength: 2 }, LOWEST, "😀😀😀")).toBe("😀😀");
  });
});

describe("a plausible number", () => {
  it("is drawn near zero when any size is allowed, rounded to hundredths", () => {
    expect(plausibleNumber({}, false, LOWEST)).toBe(0);
    expect(plausibleNumber({}, false, always(0.123_456))).toBe(12.35);
    expect(plausibleNumber({}, false, HIGHEST)).toBe(100);
    expect(plausibleNumber({}, true, always(0.5))).toBe(50);
    expect(plausibleNumber({}, true, HIGHEST)).toBe(100);
  });

  it("is drawn from the hundred above the minimum, or below the maximum when it is negative", () => {
    expect(plausibleNumber({ minimum: 5 }, true, LOWEST)).toBe(5);
    expect(plausibleNumber({ minimum: 5 }, true, HIGHEST)).toBe(105);
    expect(plausibleNumber({ maximum: -5 }, false, LOWEST)).toBe(-105);
    expect(plausibleNumber({ maximum: -5 }, true, HIGHEST)).toBe(-5);
    expect(plausibleNumber({ exclusiveMinimum: -50, maximum: 10 }, true, HIGHEST)).toBe(10);
    expect(plausibleNumber({ minimum: -50, exclusiveMaximum: -40 }, false, LOWEST)).toBe(-50);
    expect(plausibleNumber({ minimum: 3, maximum: 3 }, false, always(0.7))).toBe(3);
    expect(plausibleNumber({ minimum: 3, maximum: 3 }, true, always(0.7))).toBe(3);
  });

  it("falls back to the middle of the window when the draw misses an exclusive bound", () => {
    expect(plausibleNumber({ exclusiveMinimum: 0, exclusiveMaximum: 1e-9 }, false, LOWEST)).toBe(5e-10);
    expect(plausibleNumber({ minimum: 0, exclusiveMaximum: 1e-9 }, false, HIGHEST)).toBe(0);
  });

  it("falls back to the window's ends when a range one float wide defeats rounding and the middle", () => {
    // Between 0.25 and 0.5 neighbouring floats are 2^-54 apart.
    const x = 0.456;
    expect(x + 2 ** -54).not.toBe(x);
    expect(plausibleNumber({ minimum: x, exclusiveMaximum: x + 2 ** -54 }, false, always(0.5))).toBe(x);
    expect(plausibleNumber({ exclusiveMinimum: x - 2 ** -54, maximum: x }, false, always(0.5))).toBe(x);
  });

  it("is nothing when the bounds cross", () => {
    expect(plausibleNumber({ minimum: 2, maximum: 1 }, false, LOWEST)).toBeNull();
    expect(plausibleNumber({ exclusiveMinimum: 1, maximum: 1 }, false, LOWEST)).toBeNull();
    expect(plausibleNumber({ exclusiveMinimum: 0, exclusiveMaximum: 1 }, true, LOWEST)).toBeNull();
  });

  it("is a multiple, looked for past the window when none is within it", () => {
    expect(plausibleNumber({ multipleOf: 0.25 }, false, always(0.5))).toBe(50);
    expect(plausibleNumber({ multipleOf: 0.25 }, false, always(0.001))).toBe(0);
    expect(plausibleNumber({ multipleOf: 0.25 }, false, always(0.003))).toBe(0.25);
    expect(plausibleNumber({ minimum: 1, multipleOf: 1000 }, true, LOWEST)).toBe(1000);
    expect(plausibleNumber({ maximum: -5, multipleOf: 1000 }, true, LOWEST)).toBe(-1_000_000);
    expect(plausibleNumber({ maximum: -5, multipleOf: 1000 }, true, HIGHEST)).toBe(-1000);
    expect(plausibleNumber({ minimum: 1, maximum: 999, multipleOf: 1000 }, true, LOWEST)).toBeNull();
  });

  it("scans the multiples in order when the draws keep missing", () => {
    expect(plausibleNumber({ minimum: 0.5, maximum: 1.5, multipleOf: 0.5 }, true, LOWEST)).toBe(1);
    expect(plausibleNumber({ minimum: 0.5, maximum: 0.9, multipleOf: 0.5 }, true, LOWEST)).toBeNull();
    expect(
      plausibleNumber({ exclusiveMinimum: 0, exclusiveMaximum: 1, multipleOf: 1 }, false, LOWEST),
    ).toBeNull();
  });
});
