import { and, eq, isNull } from "drizzle-orm";
import type { AuditDraft, AuditSubject } from "../../../core/audit/audit-entry.ts";
import type { AuditKind } from "../../../core/audit/audit-kind.ts";
import type { AuditSeal } from "../../../core/audit/audit-seal.port.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import { auditHeads } from "../../audit/audit.schema.ts";
import { SYSTEM_ACTOR } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import type { Database } from "../../database/database.ts";
import { users } from "../../identity/users.schema.ts";
import { complianceFiles } from "../department-resources/compliance-files.schema.ts";
import {
  departments,
  departmentUsers,
  organizationModels,
  organizationRoles,
  organizations,
} from "../organization.schema.ts";

interface PastChange {
  readonly at: string;
  readonly departmentId: string | null;
  readonly kind: AuditKind;
  readonly subject: AuditSubject;
}

/**
 * Starts a seeded organization's audit chain with what its seed implies, oldest first, recorded as SYSTEM (nobody
 * signed in made those changes) and dated when each thing was made: the organization requested (before all else),
 * its departments created, super admins added, models added, policy files added, people invited to departments.
 */
export async function recordSeededHistory(
  db: Database,
  auditSeal: AuditSeal,
  organizationId: string,
): Promise<void> {
  const changes = await pastChanges(db, organizationId);
  await db.transaction(async (tx) => {
    for (const change of changes) await recordPastChange(tx, auditSeal, organizationId, change);
  });
}

async function recordPastChange(
  tx: Database,
  auditSeal: AuditSeal,
  organizationId: string,
  change: PastChange,
): Promise<void> {
  const draft: AuditDraft = {
    organizationId,
    departmentId: change.departmentId,
    actor: SYSTEM_ACTOR,
    kind: change.kind,
    subject: change.subject,
    before: null,
    after: { name: change.subject.name },
    address: null,
  };
  await recordAudit(tx, { clock: { now: () => Date.parse(change.at) }, auditSeal }, draft);
}

async function pastChanges(db: Database, organizationId: string): Promise<PastChange[]> {
  const iso = (stored: string) => new Date(stored).toISOString();
  const inDepartments = eq(departments.organizationId, organizationId);
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) return [];
  const changes: PastChange[] = [];
  for (const row of await db.select().from(departments).where(inDepartments))
    changes.push({
      at: iso(row.createdAt),
      departmentId: row.id,
      kind: "DEPARTMENT_CREATED",
      subject: { type: "department", id: row.id, name: row.name },
    });
  const superAdmins = await db
    .select({ id: users.id, email: users.email, at: organizationRoles.createdAt })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(
      and(
        eq(organizationRoles.organizationId, organizationId),
        eq(organizationRoles.role, OrganizationRole.SUPER_ADMIN),
      ),
    );
  for (const row of superAdmins)
    changes.push({
      at: iso(row.at),
      departmentId: null,
      kind: "SUPER_ADMIN_ADDED",
      subject: { type: "person", id: row.id, name: row.email },
    });
  for (const row of await db
    .select()
    .from(organizationModels)
    .where(eq(organizationModels.organizationId, organizationId)))
    changes.push({
      at: iso(row.createdAt),
      departmentId: null,
      kind: "MODEL_ADDED",
      subject: { type: "model", id: row.id, name: row.name },
    });
  const files = await db
    .select({ file: complianceFiles })
    .from(complianceFiles)
    .innerJoin(departments, eq(departments.id, complianceFiles.departmentId))
    .where(inDepartments);
  for (const { file } of files)
    changes.push({
      at: iso(file.createdAt),
      departmentId: file.departmentId,
      kind: "POLICY_FILE_ADDED",
      subject: { type: "policyFile", id: file.id, name: file.name },
    });
  const memberships = await db
    .select({
      userId: users.id,
      email: users.email,
      departmentId: departmentUsers.departmentId,
      at: departmentUsers.createdAt,
    })
    .from(departmentUsers)
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .innerJoin(users, eq(users.id, departmentUsers.userId))
    .where(inDepartments);
  for (const row of memberships)
    changes.push({
      at: iso(row.at),
      departmentId: row.departmentId,
      kind: "MEMBER_INVITED",
      subject: { type: "person", id: row.userId, name: row.email },
    });
  changes.sort((a, b) => a.at.localeCompare(b.at));
  const first = changes[0]?.at ?? iso(organization.createdAt);
  const requestedAt = iso(organization.createdAt) < first ? iso(organization.createdAt) : first;
  return [
    {
      at: requestedAt,
      departmentId: null,
      kind: "ORGANIZATION_REQUESTED",
      subject: { type: "organization", id: organization.id, name: organization.name },
    },
    ...changes,
  ];
}

/**
 * Gives every organization without an audit chain (made before the audit log existed) one, started with the history
 * its data implies. Run at every start: after the first it finds none. Returns how many it started.
 */
export async function startMissingAuditChains(db: Database, auditSeal: AuditSeal): Promise<number> {
  const without = await db
    .select({ id: organizations.id })
    .from(organizations)
    .leftJoin(auditHeads, eq(auditHeads.organizationId, organizations.id))
    .where(isNull(auditHeads.organizationId));
  for (const { id } of without) await recordSeededHistory(db, auditSeal, id);
  return without.length;
}
