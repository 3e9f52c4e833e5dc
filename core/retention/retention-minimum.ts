import { ComplianceFramework } from "../organization/compliance-framework.ts";

/**
 * Days an organization keeps its request records at least once one of its departments has the EU AI Act on: its
 * Art. 19 asks deployers to keep the logs a high-risk system generates for at least six months.
 */
export const EU_AI_ACT_METADATA_DAYS = 183;

/** A department as the rule reads it: its name and the frameworks switched on. */
export interface DepartmentFrameworks {
  readonly name: string;
  readonly frameworks: readonly string[];
}

/** Why an organization's request records are kept longer than its setting may say, and for how long at least. */
export interface RetentionMinimumJson {
  readonly metadataDays: number;
  readonly framework: ComplianceFramework.EU_AI_ACT;
  /** The departments that have it on, by name, in alphabetical order. */
  readonly departments: readonly string[];
}

/**
 * The least an organization keeps its request records, whatever shorter retention it chose: six months (183 days)
 * when any of its departments has the EU AI Act on, no minimum (null) otherwise. Shared by the gateway's
 * retention upkeep and both profiles' retention screens.
 */
export function retentionMinimum(departments: readonly DepartmentFrameworks[]): RetentionMinimumJson | null {
  const bound = departments
    .filter((department) => department.frameworks.includes(ComplianceFramework.EU_AI_ACT))
    .map((department) => department.name)
    .sort((one, other) => one.localeCompare(other));
  if (bound.length === 0) return null;
  return {
    metadataDays: EU_AI_ACT_METADATA_DAYS,
    framework: ComplianceFramework.EU_AI_ACT,
    departments: [...new Set(bound)],
  };
}

/** The days request records are really kept: the setting, or the minimum when it asks for longer. */
export function keptMetadataDays(metadataDays: number, minimum: RetentionMinimumJson | null): number {
  return Math.max(metadataDays, minimum?.metadataDays ?? 0);
}
