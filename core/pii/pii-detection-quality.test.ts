import { describe, expect, it } from "vitest";
import { PII_ENTITIES } from "../organization/pii-entities.ts";
import { detectionQualityOf, PII_DETECTION_QUALITY } from "./pii-detection-quality.ts";

describe("the measured quality of PII detection", () => {
  it("has recall and precision, between 0 and 1, for every kind of the PII list", () => {
    for (const entity of PII_ENTITIES) {
      const quality = detectionQualityOf(entity);
      expect(quality, entity).not.toBeNull();
      for (const share of [quality?.recall, quality?.precision]) expect(share).toBeGreaterThanOrEqual(0);
      for (const share of [quality?.recall, quality?.precision]) expect(share).toBeLessThanOrEqual(1);
    }
  });

  it("has no figures for a kind the bench does not know", () => {
    expect(detectionQualityOf("PERSON")).toBeNull();
    expect(detectionQualityOf("toString")).toBeNull();
  });

  it("says when and on how many texts it was measured", () => {
    expect(PII_DETECTION_QUALITY.measuredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(PII_DETECTION_QUALITY.corpus.valuesPerKind).toBeGreaterThanOrEqual(500);
    expect(PII_DETECTION_QUALITY.corpus.nearMissesPerKind).toBeGreaterThanOrEqual(500);
  });
});
