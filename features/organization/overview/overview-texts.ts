import type { Intent } from "@blueprintjs/core";
import type { TFunction } from "i18next";
import { isAuditKind } from "../../../core/audit/audit-kind.ts";
import { OrganizationStatus } from "../../../core/organization/organization-status.ts";
import type { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import type { ListedActivity } from "./organization-overview.state.ts";
import type { TeamGate } from "./team-gate.ts";

/** The colour of each status tag. */
export const STATUS_INTENT: Readonly<Record<OrganizationStatus, Intent>> = {
  [OrganizationStatus.PENDING]: "warning",
  [OrganizationStatus.ACTIVE]: "success",
  [OrganizationStatus.REJECTED]: "danger",
};

export function isKnownStatus(status: string): status is OrganizationStatus {
  return Object.hasOwn(STATUS_INTENT, status);
}

/** The derived flags (isOwner, isSuperAdmin, hasAdminRole) in plain words; a plain member reads they are one. */
export function roleStatements(
  t: TFunction,
  summary: Pick<OrganizationSummary, "isOwner" | "isSuperAdmin" | "hasAdminRole">,
): string[] {
  const statements = [
    summary.isOwner ? t("organization.overview.role.isOwner") : null,
    summary.isSuperAdmin ? t("organization.overview.role.isSuperAdmin") : null,
    summary.hasAdminRole ? t("organization.overview.role.hasAdminRole") : null,
  ].filter((statement) => statement !== null);
  return statements.length > 0 ? statements : [t("organization.overview.role.memberOnly")];
}

/** "7 of 10 team members"; without a known limit, the count alone. */
export function teamSizeText(t: TFunction, team: TeamGate | null, members: number): string {
  if (team?.kind === "limited") return t("organization.overview.team.limited", { members, max: team.max });
  if (team?.kind === "unlimited") return t("organization.overview.team.unlimited", { count: members });
  return t("organization.overview.team.members", { count: members });
}

/** What the owner's tier allows the team: no teams, full, or room left. */
export function teamGateText(t: TFunction, team: TeamGate): string {
  if (team.kind === "teamsOff") return t("organization.overview.team.teamsOff");
  if (team.kind === "limited" && team.full) return t("organization.overview.team.full");
  return t("organization.overview.team.teamsOn");
}

/** A kind of activity (an audit log kind) in the interface language; another keeps the gateway's name, made readable. */
export function activityTypeText(t: TFunction, type: string): string {
  if (isAuditKind(type)) return t(`organization.activity.kinds.${type}`);
  const words = type.replaceAll("_", " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** When an activity happened, relative then absolute: "6 days ago · 2025-06-03 at 12:00". */
export function activityWhenText(t: TFunction, language: string, activity: ListedActivity): string {
  const relative = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  const at = t("organization.overview.activities.at", { date: activity.date, time: activity.time });
  return `${relative.format(activity.ago.value, activity.ago.unit)} · ${at}`;
}
