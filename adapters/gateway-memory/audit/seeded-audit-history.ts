import type { AuditActor, AuditDraft } from "../../../core/audit/audit-entry.ts";
import type { AuditKind } from "../../../core/audit/audit-kind.ts";
import type { OrganizationDatabase } from "../organization/organization-database.ts";
import type { TimedAuditDraft } from "./memory-audit-log.ts";

/** Who the history a seed starts with is recorded as: nobody signed in made those changes. */
export const SEED_ACTOR: AuditActor = { id: "system", email: "", role: "SYSTEM" };

/**
 * The changes a seeded database implies, oldest first, as the audit log starts with them: each organization
 * requested, its departments created, its models added, its policy files added, its people invited.
 */
export function seededAuditHistory(db: OrganizationDatabase): TimedAuditDraft[] {
  const history: TimedAuditDraft[] = [];
  const add = (
    at: string,
    organizationId: string,
    departmentId: string | null,
    kind: AuditKind,
    subject: AuditDraft["subject"],
  ) =>
    history.push({
      at,
      draft: {
        organizationId,
        departmentId,
        actor: SEED_ACTOR,
        kind,
        subject,
        before: null,
        after: { name: subject.name },
        address: null,
      },
    });
  for (const organization of db.organizations.all())
    add(organization.createdAt, organization.id, null, "ORGANIZATION_REQUESTED", {
      type: "organization",
      id: organization.id,
      name: organization.name,
    });
  for (const department of db.departments.all())
    add(department.createdAt, department.organizationId, null, "DEPARTMENT_CREATED", {
      type: "department",
      id: department.id,
      name: department.name,
    });
  for (const model of db.models.all())
    add(model.createdAt, model.organizationId, null, "MODEL_ADDED", {
      type: "model",
      id: model.id,
      name: model.name,
    });
  for (const file of db.files.all()) {
    const department = db.departments.get(file.departmentId);
    add(file.createdAt, department.organizationId, department.id, "POLICY_FILE_ADDED", {
      type: "policyFile",
      id: file.id,
      name: file.name,
    });
  }
  for (const membership of db.departmentUsers.all())
    add(membership.createdAt, membership.organizationId, membership.departmentId, "MEMBER_INVITED", {
      type: "person",
      id: membership.userId,
      name: db.accounts.where((account) => account.id === membership.userId)[0]?.email ?? membership.userId,
    });
  return history.sort((a, b) => a.at.localeCompare(b.at));
}
