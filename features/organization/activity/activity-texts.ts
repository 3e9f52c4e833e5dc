import type { TFunction } from "i18next";
import type { AuditBreak } from "../../../core/audit/audit-chain.ts";
import { isAuditKind } from "../../../core/audit/audit-kind.ts";
import type { AuditVerificationReport } from "../../../core/audit/audit-log-gateway.port.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";

const ROLES = ["OWNER", "SUPER_ADMIN", "ADMIN", "MEMBER"] as const;

/** The role someone acted with, in the interface language; the seed's entries are the system's. */
export function actorRoleText(t: TFunction, role: string): string {
  const known = ROLES.find((each) => each === role);
  return known ? t(`organization.shared.roles.${known}`) : t("organization.activity.system");
}

/** A kind of change in the interface language; one the dashboard does not know yet keeps the gateway's name. */
export function auditKindText(t: TFunction, kind: string): string {
  return isAuditKind(kind) ? t(`organization.activity.kinds.${kind}`) : kind;
}

/** Why a chain is not intact, in words. */
export function breakReasonText(t: TFunction, reason: AuditBreak): string {
  return t(`organization.activity.verify.reasons.${reason}`);
}

/** The Verify button's answer in words: intact since the first entry's day and time, or where the chain breaks. */
export function verificationText(t: TFunction, language: string, report: AuditVerificationReport): string {
  if (!report.intact) {
    const { sequence, reason } = report.firstBroken;
    return t("organization.activity.verify.broken", { sequence, reason: breakReasonText(t, reason) });
  }
  if (!report.since) return t("organization.activity.verify.intactEmpty");
  const since = t("organization.overview.activities.at", {
    ...dateAndTime(new Date(report.since), language),
  });
  return t("organization.activity.verify.intact", { since, count: report.count });
}
