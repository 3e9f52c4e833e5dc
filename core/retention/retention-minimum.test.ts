import { describe, expect, it } from "vitest";
import { ComplianceFramework } from "../organization/compliance-framework.ts";
import { EU_AI_ACT_METADATA_DAYS, keptMetadataDays, retentionMinimum } from "./retention-minimum.ts";

const { EU_AI_ACT, GDPR, SOC2 } = ComplianceFramework;

describe("the least an organization keeps its request records", () => {
  it("is six months once any department has the EU AI Act on, naming those departments", () => {
    const minimum = retentionMinimum([
      { name: "Support", frameworks: [GDPR] },
      { name: "Research", frameworks: [SOC2, EU_AI_ACT] },
      { name: "Finance", frameworks: [EU_AI_ACT] },
    ]);
    expect(minimum).toEqual({
      metadataDays: EU_AI_ACT_METADATA_DAYS,
      framework: EU_AI_ACT,
      departments: ["Finance", "Research"],
    });
    expect(EU_AI_ACT_METADATA_DAYS).toBeGreaterThanOrEqual(182);
  });

  it("is nothing when no department has the EU AI Act on, or there is none", () => {
    expect(retentionMinimum([{ name: "Support", frameworks: [GDPR, SOC2] }])).toBeNull();
    expect(retentionMinimum([])).toBeNull();
  });

  it("lifts a shorter setting to the minimum and leaves a longer one as chosen", () => {
    const minimum = retentionMinimum([{ name: "Research", frameworks: [EU_AI_ACT] }]);
    expect(keptMetadataDays(30, minimum)).toBe(EU_AI_ACT_METADATA_DAYS);
    expect(keptMetadataDays(400, minimum)).toBe(400);
    expect(keptMetadataDays(30, null)).toBe(30);
  });

  it("names a department once however many of its entries have the act on", () => {
    const minimum = retentionMinimum([
      { name: "Research", frameworks: [EU_AI_ACT] },
      { name: "Research", frameworks: [EU_AI_ACT, GDPR] },
    ]);
    expect(minimum?.departments).toEqual(["Research"]);
  });

  it("keeps metadata exactly the minimum when the setting equals it", () => {
    const minimum = retentionMinimum([{ name: "Research", frameworks: [EU_AI_ACT] }]);
    expect(keptMetadataDays(183, minimum)).toBe(183);
    expect(keptMetadataDays(184, minimum)).toBe(184);
    expect(EU_AI_ACT_METADATA_DAYS).toBe(183);
  });
});
