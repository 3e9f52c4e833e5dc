import { describe, expect, it } from "vitest";
import {
  apiKeyGroupOf,
  modelGroupOf,
  USAGE_BREAKDOWN_TOP,
  type UsageBreakdownSums,
  usageBreakdownOf,
} from "./usage-breakdown.ts";

const group = (key: string, totalCost: number, requests = 1): UsageBreakdownSums => ({
  key,
  label: key,
  requests,
  errors: 0,
  totalTokens: 10 * requests,
  totalCost,
});

describe("a usage breakdown", () => {
  it("lists the groups costliest first, then by most requests, then by key", () => {
    const breakdown = usageBreakdownOf("model", [
      group("b", 0.5, 2),
      group("c", 1),
      group("a", 0.5, 2),
      group("d", 0.5, 9),
    ]);
    expect(breakdown.data.map((row) => row.key)).toEqual(["c", "d", "a", "b"]);
    expect(breakdown.data[0]).toEqual({
      key: "c",
      label: "c",
      requests: 1,
      errors: 0,
      totalTokens: 10,
      totalCost: 1,
      energyCost: 0.15,
    });
  });

  it("keeps the 20 costliest groups", () => {
    const groups = Array.from({ length: 30 }, (_, index) => group(`model-${index}`, index));
    const breakdown = usageBreakdownOf("person", groups);
    expect(breakdown.data).toHaveLength(USAGE_BREAKDOWN_TOP);
    expect(breakdown.data.at(-1)?.key).toBe("model-10");
  });

  it("groups requests by masked key, adding up two keys that mask alike, and never shows a key", () => {
    const first = "mk-ab-0000000000000000-cdefg";
    const second = "mk-ab-1111111111111111-cdefg";
    expect(apiKeyGroupOf(first)).toBe("mk-ab...cdefg");
    expect(apiKeyGroupOf("playground")).toBe("playground");
    expect(apiKeyGroupOf(null)).toBe("playground");
    const breakdown = usageBreakdownOf("apikey", [
      { ...group(apiKeyGroupOf(first), 0.25, 2), errors: 1 },
      group(apiKeyGroupOf(second), 0.5, 3),
    ]);
    expect(breakdown.data).toEqual([
      {
        key: "mk-ab...cdefg",
        label: "mk-ab...cdefg",
        requests: 5,
        errors: 1,
        totalTokens: 50,
        totalCost: 0.75,
        energyCost: 0.1125,
      },
    ]);
  });

  it("groups a request by model under the model that served it, or the one asked for when none did", () => {
    expect(modelGroupOf({ servedModel: "mistral-large-latest", model: "Best Available" })).toBe(
      "mistral-large-latest",
    );
    expect(modelGroupOf({ servedModel: null, model: "gpt-4o" })).toBe("gpt-4o");
  });

  it("orders groups of the same cost and requests by key, however many there are", () => {
    const keys = Array.from({ length: 40 }, (_, index) => `key-${String(index).padStart(2, "0")}`);
    const shuffled = keys.map((_, index) => keys[(index * 17) % keys.length] as string);
    const breakdown = usageBreakdownOf(
      "model",
      shuffled.map((key) => group(key, 0.5, 2)),
    );
    expect(breakdown.data.map((row) => row.key)).toEqual(keys.slice(0, USAGE_BREAKDOWN_TOP));
    expect(breakdown.by).toBe("model");
  });

  it("rounds each group's cost and energy cost to 7 decimals and keeps the first label of a key", () => {
    const [row] = usageBreakdownOf("apikey", [
      { ...group("k", 0.123456789), label: "First", errors: 1 },
      { ...group("k", 0), label: "Second", errors: 2 },
    ]).data;
    expect(row).toMatchObject({
      label: "First",
      totalCost: 0.1234568,
      energyCost: 0.0185185,
      requests: 2,
      errors: 3,
      totalTokens: 20,
    });
  });
});
