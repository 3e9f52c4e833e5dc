import { describe, expect, it } from "vitest";
import { Config } from "../config/config.entity.ts";
import { token } from "./token.ts";

describe("a container key", () => {
  it("is the symbol registered under its name, so the memory build's hooks find a port by name", () => {
    expect(token("KeyValueStore")).toBe(Symbol.for("KeyValueStore"));
    expect(Config).toBe(Symbol.for("Config"));
  });
});
