import {
  COMPLIANCE_FRAMEWORKS,
  type ComplianceFramework,
} from "../../../core/organization/compliance-framework.ts";

export type FrameworkFlags = { [F in ComplianceFramework]: boolean };

/** The stored list of frameworks switched on, as the seven flags a department answers with. */
export function frameworkFlags(frameworks: readonly string[]): FrameworkFlags {
  return Object.fromEntries(
    COMPLIANCE_FRAMEWORKS.map((framework) => [framework, frameworks.includes(framework)]),
  ) as FrameworkFlags;
}

/** The flags switched on, as stored. */
export function frameworksOn(flags: FrameworkFlags): ComplianceFramework[] {
  return COMPLIANCE_FRAMEWORKS.filter((framework) => flags[framework]);
}
