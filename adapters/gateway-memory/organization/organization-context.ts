import { OrganizationAccess } from "./organization-access.ts";
import { OrganizationDatabase } from "./organization-database.ts";
import { demoOrganizationSeed } from "./organization-seed.ts";
import { OrganizationViews } from "./organization-views.ts";

/** What every memory adapter of the organization area works with; one per container, shared by them all. */
export interface OrganizationContext {
  readonly db: OrganizationDatabase;
  readonly access: OrganizationAccess;
  readonly views: OrganizationViews;
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
    recordActivity(organizationId, type, description) {
      const organization = db.organizations.get(organizationId);
      db.organizations.update(organizationId, {
        activities: [...organization.activities, { type, description, createdAt: db.timestamp() }],
      });
    },
  };
}
