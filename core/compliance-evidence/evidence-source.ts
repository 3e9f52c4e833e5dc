import type { AuditEntry } from "../audit/audit-entry.ts";
import type { AuditVerificationReport } from "../audit/audit-log-gateway.port.ts";
import type { ComplianceFramework } from "../organization/compliance-framework.ts";
import type { EvidencePeriod } from "./evidence-period.ts";
import type { EvidenceRequest } from "./evidence-request.ts";
import type { DecisionRules } from "./request-decisions.ts";

/**
 * Everything a department's evidence bundle is made from, read by the profile that makes it (the gateway from its
 * database, the memory profile from its own): the bundle itself is built from this alone.
 */
export interface EvidenceSource {
  readonly organization: { readonly id: string; readonly name: string };
  readonly department: {
    readonly id: string;
    readonly name: string;
    readonly frameworks: readonly ComplianceFramework[];
    readonly piiHandling: string;
    readonly rules: DecisionRules;
  };
  readonly period: EvidencePeriod;
  /** ISO text. */
  readonly generatedAt: string;
  readonly generatedBy: { readonly email: string; readonly role: string };
  /** Whether the requests carry their bodies (asked for, by a role allowed). */
  readonly includesBodies: boolean;
  /** The department's requests of the period, oldest first. */
  readonly requests: readonly EvidenceRequest[];
  /** The department's audit entries of the period, oldest first. */
  readonly settingsHistory: readonly AuditEntry[];
  /** The whole organization chain's verification and head when the bundle was made. */
  readonly chain: AuditVerificationReport;
}
