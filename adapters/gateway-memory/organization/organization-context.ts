import type { AuditDraft, AuditEntry } from "../../../core/audit/audit-entry.ts";
import { roleInDepartment, strongestRole } from "../../../core/organization/person-roles.ts";
import { MemoryAuditLog } from "../audit/memory-audit-log.ts";
import { seededAuditHistory } from "../audit/seeded-audit-history.ts";
import { WebCryptoAuditSeal } from "../audit/webcrypto-audit-seal.ts";
import { BudgetAlertRecords } from "../budget-alerts/budget-alert-records.ts";
import type { MemoryTable } from "../memory-table.ts";
import { type NotificationRow, notificationTable } from "../notifications/notification-rows.ts";
import { OrganizationAccess } from "./organization-access.ts";
import { OrganizationDatabase } from "./organization-database.ts";
import { demoOrganizationSeed } from "./organization-seed.ts";
import { OrganizationViews } from "./organization-views.ts";

/** A change as an adapter describes it: who made it and from where are the context's to say. */
export type AuditChange = Omit<AuditDraft, "actor" | "address" | "departmentId"> & {
  readonly departmentId?: string | null;
};

/** What every memory adapter of the organization area works with; one per container, shared by them all. */
export interface OrganizationContext {
  readonly db: OrganizationDatabase;
  readonly access: OrganizationAccess;
  readonly views: OrganizationViews;
  /** Departments' budget alert settings, what fired, and each organization's webhook with its deliveries. */
  readonly budgetAlerts: BudgetAlertRecords;
  /** Everyone's notifications (budget alerts). */
  readonly notifications: MemoryTable<NotificationRow>;
  /** Each organization's audit chain, starting with the history the seed implies. */
  readonly audit: MemoryAuditLog;
  /** Records a change in its organization's audit log, made by the caller with the role they act with there. */
  recordChange(change: AuditChange): Promise<AuditEntry>;
}

/** The context over the demo organization, or over `db` (tests pass their own, e.g. with a fixed clock). */
export function organizationContext(
  db: OrganizationDatabase = new OrganizationDatabase(demoOrganizationSeed()),
): OrganizationContext {
  const access = new OrganizationAccess(db);
  const audit = new MemoryAuditLog(new WebCryptoAuditSeal(), seededAuditHistory(db));
  return {
    db,
    access,
    views: new OrganizationViews(db, access, audit),
    budgetAlerts: new BudgetAlertRecords(),
    notifications: notificationTable(),
    audit,
    recordChange(change) {
      const departmentId = change.departmentId ?? null;
      const roles = access.rolesOf(change.organizationId);
      const role = departmentId ? roleInDepartment(roles, departmentId) : strongestRole(roles);
      const account = db.accounts.where((row) => row.id === db.actorId)[0];
      // The memory profile has no network between the screen and its gateway: no client address to record.
      const actor = { id: db.actorId, email: account?.email ?? "", role: role ?? "MEMBER" };
      return audit.record({ ...change, departmentId, actor, address: null }, db.timestamp());
    },
  };
}
