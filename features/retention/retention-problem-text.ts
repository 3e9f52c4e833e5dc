import type { TFunction } from "i18next";
import type { RetentionMinimumJson } from "../../core/retention/retention-minimum.ts";
import type { RetentionProblem } from "../../core/retention/retention-rules.ts";
import {
  RETENTION_DAYS_RANGE,
  type RetentionSettingsJson,
} from "../../core/retention/retention-settings-json.ts";

/** A number of days as the language writes it ("1 day", "90 days", "90 jours"), its plural included. */
export function daysText(language: string, days: number): string {
  return new Intl.NumberFormat(language, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}

/** What a setting deletes and when, in the interface language. */
export function retentionExplanation(t: TFunction, language: string, setting: RetentionSettingsJson): string {
  return t("retention.explanation", {
    bodies: daysText(language, setting.bodiesDays),
    records: daysText(language, setting.metadataDays),
  });
}

/** Why the organization's records are kept at least so long whatever its setting, naming the departments. */
export function retentionMinimumText(t: TFunction, language: string, minimum: RetentionMinimumJson): string {
  return t(`retention.minimum.${minimum.framework}`, {
    days: daysText(language, minimum.metadataDays),
    departments: new Intl.ListFormat(language, { type: "conjunction" }).format(minimum.departments),
  });
}

/** A broken rule of a retention setting in the interface language; `metadataDays` as typed. */
export function retentionProblemText(
  t: TFunction,
  language: string,
  problem: Pick<RetentionProblem, "rule">,
  metadataDays: string,
): string {
  return problem.rule === "bodiesWithinMetadata"
    ? t("retention.rules.bodiesWithinMetadata", { records: daysText(language, Number(metadataDays)) })
    : t("retention.rules.wholeDays", RETENTION_DAYS_RANGE);
}
