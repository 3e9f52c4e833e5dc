import { COMPLIANCE_FRAMEWORKS, type ComplianceFramework } from "./compliance-framework.ts";
import type { RankedRole } from "./permission-rank.ts";

/** The settings of a department that remember which role changed them last (SPEC §3, §6). */
export type GovernedSetting =
  | ComplianceFramework
  | "PIIAndSensitive"
  | "piiEntities"
  | "monthlyBudgetInDollar";

export const GOVERNED_SETTINGS: readonly GovernedSetting[] = [
  ...COMPLIANCE_FRAMEWORKS,
  "PIIAndSensitive",
  "piiEntities",
  "monthlyBudgetInDollar",
];

/**
 * For each governed setting, the role that changed it last; absent when nobody has. Data residency is governed
 * the same way (core/organization/department-residency-change.ts), by gateways that keep it.
 */
export type SettingsLastModifiedByRole = { readonly [S in GovernedSetting | "dataResidency"]?: RankedRole };
