import { describe, expect, it } from "vitest";
import { ApiKeyMother } from "../api-keys/api-key.mother.ts";
import { keyChoicesOf, usageKeyFilterOf } from "./usage-key-filter.ts";

const KEYS = [
  ApiKeyMother.create({ id: "key-1", name: "Build server", value: "mk-bu...11111" }),
  ApiKeyMother.create({ id: "key-2", name: "Laptop", value: "mk-la...22222" }),
  ApiKeyMother.create({ id: "key-3", name: "Laptop", value: "mk-la...33333" }),
];

describe("the key filter of the logs and the analytics", () => {
  it("offers the person's keys by name, telling apart two of the same name by their masked value", () => {
    expect(keyChoicesOf(KEYS)).toEqual([
      { id: "key-1", label: "Build server" },
      { id: "key-2", label: "Laptop (mk-la...22222)" },
      { id: "key-3", label: "Laptop (mk-la...33333)" },
    ]);
  });

  it("asks for one of the person's keys by its id, and for the playground by name", () => {
    expect(usageKeyFilterOf("key-2", KEYS)).toEqual({ apiKeyId: "key-2" });
    expect(usageKeyFilterOf("playground", [])).toEqual({ apikey: "playground" });
  });

  it("is no filter for a key that is not the person's, or a key's value from an old address", () => {
    expect(usageKeyFilterOf("key-deleted", KEYS)).toBeNull();
    expect(usageKeyFilterOf("mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f", KEYS)).toBeNull();
    expect(usageKeyFilterOf(undefined, KEYS)).toBeNull();
  });
});
