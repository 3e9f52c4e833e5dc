import type { AuditKind } from "./audit-kind.ts";

/** Which entries to list or export: every filter optional, dates as calendar days (UTC), pages from 1. */
export interface AuditLogFilters {
  /** The actor's id or email, exactly. */
  readonly actor?: string;
  readonly kind?: AuditKind;
  /** The first day included, YYYY-MM-DD. */
  readonly from?: string;
  /** The last day included, YYYY-MM-DD. */
  readonly to?: string;
}

export interface AuditLogQuery extends AuditLogFilters {
  readonly page: number;
  readonly limit: number;
}

/** The file formats an export comes in. */
export const AUDIT_EXPORT_FORMATS = ["csv", "json"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** Whether an entry's stored time and actor pass the filters (the memory profile filters with it; SQL mirrors it). */
export function passesAuditFilters(
  entry: {
    readonly at: string;
    readonly kind: string;
    readonly actor: { readonly id: string; readonly email: string };
  },
  filters: AuditLogFilters,
): boolean {
  if (filters.actor && entry.actor.id !== filters.actor && entry.actor.email !== filters.actor) return false;
  if (filters.kind && entry.kind !== filters.kind) return false;
  const day = entry.at.slice(0, 10);
  if (filters.from && day < filters.from) return false;
  if (filters.to && day > filters.to) return false;
  return true;
}
