import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./retry-after.ts";

const now = Date.parse("2025-03-01T12:00:00Z");

describe("the wait a 429 answer asks for", () => {
  it("reads a number of seconds", () => {
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
  });

  it("reads an HTTP date as the time left until then", () => {
    expect(retryAfterMs("Sat, 01 Mar 2025 12:00:05 GMT", now)).toBe(5000);
  });

  it("never asks for a negative wait when the date has passed", () => {
    expect(retryAfterMs("Sat, 01 Mar 2025 11:59:00 GMT", now)).toBe(0);
  });

  it.each([undefined, null, "", "soon", "-3", "1.5"])("has no opinion for %j", (header) => {
    expect(retryAfterMs(header, now)).toBeNull();
  });
});
