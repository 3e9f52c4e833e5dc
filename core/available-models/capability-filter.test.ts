import { describe, expect, it } from "vitest";
import { toEntities } from "../mapping/to-entity.ts";
import { capabilityChoices, hasEveryCapability, isFilterableCapability } from "./capability-filter.ts";
import { ProviderModel, type ProviderModelRecord } from "./provider-model.entity.ts";
import { ProviderModelMother } from "./provider-model.mother.ts";

const model = (systemName: string, capabilities: string[]) =>
  ProviderModelMother.record({
    systemName,
    capabilities: capabilities as ProviderModelRecord["capabilities"],
  });

const [seer, thinker, plain] = toEntities(ProviderModel, [
  model("seer", ["chat", "tools", "vision"]),
  model("thinker", ["chat", "tools", "reasoning"]),
  model("plain", ["chat"]),
]) as [ProviderModel, ProviderModel, ProviderModel];

describe("the capability filter of the catalogue", () => {
  it("lets a model through when it can do every capability asked for, and any model when none is", () => {
    expect(hasEveryCapability(seer, ["tools", "vision"])).toBe(true);
    expect(hasEveryCapability(thinker, ["tools", "vision"])).toBe(false);
    expect(hasEveryCapability(plain, [])).toBe(true);
  });

  it("offers the capabilities some model has, in a fixed order, with how many models have each", () => {
    expect(capabilityChoices([plain, thinker, seer], [])).toEqual([
      { capability: "tools", modelCount: 2 },
      { capability: "vision", modelCount: 1 },
      { capability: "reasoning", modelCount: 1 },
    ]);
  });

  it("keeps offering a chosen capability no model has, so it can be turned off", () => {
    expect(capabilityChoices([plain], ["embeddings"])).toEqual([{ capability: "embeddings", modelCount: 0 }]);
  });

  it("does not filter by chat, which nearly every model does, nor by names it does not know", () => {
    expect(capabilityChoices([plain], [])).toEqual([]);
    expect(isFilterableCapability("chat")).toBe(false);
    expect(isFilterableCapability("telepathy")).toBe(false);
    expect(isFilterableCapability("structured-output")).toBe(true);
  });
});
