import { RETENTION_DAYS_RANGE, type RetentionSettingsJson } from "./retention-settings-json.ts";

/** Which rule a retention setting breaks: a day count out of range or not whole, or bodies kept past metadata. */
export type RetentionRule = "wholeDays" | "bodiesWithinMetadata";

export interface RetentionProblem {
  readonly field: keyof RetentionSettingsJson;
  readonly rule: RetentionRule;
  /** In English, as the gateway answers it in errMsgs. */
  readonly message: string;
}

const { min, max } = RETENTION_DAYS_RANGE;

function isWholeDays(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * What is wrong with a retention setting (a PUT body or a form's draft), empty when nothing is. Shared rule of the
 * dashboard's forms and the gateway's PUT retention endpoints. A body kept longer than its metadata would outlive
 * the record that says whose it is, so bodies may not be kept longer.
 */
export function retentionProblems(input: unknown): RetentionProblem[] {
  const fields = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const problems: RetentionProblem[] = [];
  for (const field of ["bodiesDays", "metadataDays"] as const) {
    if (!isWholeDays(fields[field]))
      problems.push({
        field,
        rule: "wholeDays",
        message: `${field} must be a whole number of days from ${min} to ${max}`,
      });
  }
  const { bodiesDays, metadataDays } = fields;
  if (isWholeDays(bodiesDays) && isWholeDays(metadataDays) && bodiesDays > metadataDays)
    problems.push({
      field: "bodiesDays",
      rule: "bodiesWithinMetadata",
      message:
        "bodiesDays must not be more than metadataDays: bodies are never kept longer than their metadata",
    });
  return problems;
}

/** The setting read from a valid input (the fields it knows only), or null when any rule is broken. */
export function validRetention(input: unknown): RetentionSettingsJson | null {
  if (retentionProblems(input).length > 0) return null;
  const { bodiesDays, metadataDays } = input as RetentionSettingsJson;
  return { bodiesDays, metadataDays };
}
