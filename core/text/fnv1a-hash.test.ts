import { describe, expect, it } from "vitest";
import { fnv1aHash } from "./fnv1a-hash.ts";

describe("the FNV-1a hash of a text", () => {
  it("matches the published 32-bit values", () => {
    expect(fnv1aHash("")).toBe(0x811c9dc5);
    expect(fnv1aHash("a")).toBe(0xe40c292c);
    expect(fnv1aHash("foobar")).toBe(0xbf9cf968);
  });

  it("is an unsigned 32-bit number that differs for neighbouring texts", () => {
    const hashes = ["héllo", "hello", "hellp"].map(fnv1aHash);
    expect(hashes[0]).toBe(4058363231);
    expect(new Set(hashes).size).toBe(3);
    expect(hashes.every((hash) => Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32)).toBe(true);
  });
});
