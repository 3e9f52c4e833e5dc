import type { TFunction } from "i18next";
import type { EntityDetectionQuality, PiiDetectionQuality } from "../../../core/pii/pii-detection-quality.ts";

const percentIn = (language: string) =>
  new Intl.NumberFormat(language, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "Recall 99.4% · precision 98.7%", in the person's language and number format. */
export function piiDetectionQualityText(
  t: TFunction,
  language: string,
  quality: EntityDetectionQuality,
): string {
  const percent = percentIn(language);
  return t("organization.departments.settings.piiQuality", {
    recall: percent.format(quality.recall),
    precision: percent.format(quality.precision),
  });
}

/** When and on how many labelled texts the figures were measured, and what recall and precision mean. */
export function piiDetectionMeasuredText(
  t: TFunction,
  language: string,
  measured: PiiDetectionQuality,
): string {
  return t("organization.departments.settings.piiQualityHint", {
    date: new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${measured.measuredOn}T00:00:00Z`),
    ),
    texts: new Intl.NumberFormat(language).format(
      measured.corpus.valuesPerKind + measured.corpus.nearMissesPerKind,
    ),
  });
}
