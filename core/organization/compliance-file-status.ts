/** How far the gateway got with a policy document: waiting to be read, read and embedded, or not readable. */
export const ComplianceFileStatus = {
  PENDING: "PENDING",
  INDEXED: "INDEXED",
  FAILED: "FAILED",
} as const;

export type ComplianceFileStatus = (typeof ComplianceFileStatus)[keyof typeof ComplianceFileStatus];

export const COMPLIANCE_FILE_STATUSES: readonly ComplianceFileStatus[] = Object.values(ComplianceFileStatus);
