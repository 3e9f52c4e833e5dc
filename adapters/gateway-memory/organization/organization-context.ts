import { BudgetAlertRecords } from "../budget-alerts/budget-alert-records.ts";
import type { MemoryTable } from "../memory-table.ts";
import { type NotificationRow, notificationTable } from "../notifications/notification-rows.ts";
import { OrganizationAccess } from "./organization-access.ts";
import { OrganizationDatabase } from "./organization-database.ts";
import { demoOrganizationSeed } from "./organization-seed.ts";
import { OrganizationViews } from "./organization-views.ts";

/** What every memory adapter of the organization area works with; one per container, shared by them all. */
export interface OrganizationContext {
  readonly db: OrganizationDatabase;
  readonly access: OrganizationAccess;
  readonly views: OrganizationViews;
  /** Departments' budget alert settings, what fired, and each organization's webhook with its deliveries. */
  readonly budgetAlerts: BudgetAlertRecords;
  /** Everyone's notifications (budget alerts). */
  readonly notifications: MemoryTable<NotificationRow>;
  /** Adds a line to the organization's recent activities. */
  recordActivity(organizationId: string, type: string, description: string): void;
}

/** The context over the demo organization, or over `db` (tests pass their own, e.g. with a fixed clock). */
export function organizationContext(
  db: OrganizationDatabase = new OrganizationDatabase(demoOrganizationSeed()),
): OrganizationContext {
  const access = new OrganizationAccess(db);
  return {
    db,
    access,
    views: new OrganizationViews(db, access),
    budgetAlerts: new BudgetAlertRecords(),
    notifications: notificationTable(),
    recordActivity(organizationId, type, description) {
      const organization = db.organizations.get(organizationId);
      db.organizations.update(organizationId, {
        activities: [...organization.activities, { type, description, createdAt: db.timestamp() }],
      });
    },
  };
}
