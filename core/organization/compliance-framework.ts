/** The regulatory frameworks a department can adopt (SPEC §3, §9 compliance presets); also its flag names. */
export enum ComplianceFramework {
  SOC2 = "SOC2",
  ISO42001 = "ISO42001",
  GDPR = "GDPR",
  HIPAA = "HIPAA",
  EU_AI_ACT = "EU_AI_ACT",
  AI_RMF = "AI_RMF",
  DORA = "DORA",
}

export const COMPLIANCE_FRAMEWORKS: readonly ComplianceFramework[] = Object.values(ComplianceFramework);

/** Every framework flag off, as a department starts. */
export const NO_FRAMEWORKS = Object.fromEntries(
  COMPLIANCE_FRAMEWORKS.map((framework) => [framework, false]),
) as Readonly<Record<ComplianceFramework, false>>;
