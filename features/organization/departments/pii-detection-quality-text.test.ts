import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { PiiDetectionQuality } from "../../../core/pii/pii-detection-quality.ts";
import { i18nWithEveryText } from "../../../ui/testing/i18n-with-every-text.ts";
import { piiDetectionMeasuredText, piiDetectionQualityText } from "./pii-detection-quality-text.ts";

const measured = (change: Partial<PiiDetectionQuality> = {}): PiiDetectionQuality => ({
  measuredOn: "2026-03-05",
  corpus: { valuesPerKind: 600, nearMissesPerKind: 650, formats: ["text"] },
  goals: { recall: 0.98, precision: 0.95 },
  entities: { EMAIL_ADDRESS: { recall: 0.9944, precision: 0.987 } },
  ...change,
});

let t: TFunction;
beforeAll(async () => {
  t = (await i18nWithEveryText()).t;
});

describe("the measured quality of a kind of personal data, as the PII list shows it", () => {
  it("gives recall and precision as percentages with one decimal", () => {
    expect(piiDetectionQualityText(t, "en-US", { recall: 0.9944, precision: 0.987 })).toBe(
      "Recall 99.4% · precision 98.7%",
    );
  });

  it("writes the percentages in the number format of the person's language", () => {
    expect(piiDetectionQualityText(t, "fr-FR", { recall: 0.9944, precision: 1 })).toBe(
      "Recall 99,4\u00a0% · precision 100,0\u00a0%",
    );
  });

  it("says when the figures were measured and on how many texts of each kind", () => {
    expect(piiDetectionMeasuredText(t, "en-US", measured())).toBe(
      "Measured on March 5, 2026 on 1,250 labelled texts per kind: recall is the share of values found, " +
        "precision the share of findings that were right.",
    );
  });
});
