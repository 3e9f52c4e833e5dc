import type { AuditSeal } from "../../core/audit/audit-seal.port.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { DEMO_ORGANIZATION } from "../../demo/demo-organization.ts";
import { seedDemoRequestHistory } from "../chat-completions/demo-request-history.seed.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { seedDemoDepartmentRequests } from "../organization/seed/demo-department-requests.seed.ts";
import { seedDemoOrganization } from "../organization/seed/demo-organization.seed.ts";
import { seedDemoSubscription } from "../subscription/demo-subscription.seed.ts";

/** Demo data around the demo account, written once (npm start calls it after the catalogue). */
export async function seedDemo(
  db: Database,
  demoUser: UserRow,
  clock: Clock,
  auditSeal: AuditSeal,
): Promise<void> {
  // First: the organization features the demo shows need a tier that enables them.
  await seedDemoSubscription(db, demoUser, clock);
  await seedDemoOrganization(db, demoUser, clock, auditSeal);
  await seedDemoDepartmentRequests(db, clock, DEMO_ORGANIZATION.id);
  await seedDemoRequestHistory(db, demoUser, clock);
}
