import type { FastifyInstance } from "fastify";
import { changedFields } from "../../../core/audit/changed-fields.ts";
import {
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "../../../core/organization/user-departments.dto.ts";
import { announceAll } from "../../api-keys/api-key-changes.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { auditedChange } from "../audited-change.ts";
import { type OrganizationRoute, organizationCall } from "../organization-access.ts";
import { requiredId } from "../organization-problems.ts";
import { accountFor, userWithEmail } from "./invited-users.repository.ts";
import { ORGANIZATION_MEMBERS_OPERATIONS } from "./organization-members.operations.ts";
import {
  departmentNamesOf,
  existingDepartments,
  joinDepartments,
  leaveDepartments,
  membershipsIn,
  memberViews,
} from "./organization-members.repository.ts";
import { personSubject } from "./person-subject.ts";
import { requireTeamRoom } from "./team-room.ts";

const MEMBERS = "/organization/:orgId/users/departments";

/** The organization's people and the departments they belong to; each change recorded in its audit log. */
export async function organizationMembersRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, apiKeyChanges } = deps;

  app.get<OrganizationRoute>(MEMBERS, { schema: ORGANIZATION_MEMBERS_OPERATIONS.list }, async (request) => {
    const { orgId } = request.params;
    await organizationCall(db, request, "viewMembers");
    return memberViews(db, orgId);
  });

  const inviteOptions = { schema: ORGANIZATION_MEMBERS_OPERATIONS.invite };
  app.post<OrganizationRoute>(MEMBERS, inviteOptions, async (request, reply) => {
    const { orgId } = request.params;
    const { organization, role } = await organizationCall(db, request, "manageMembers");
    const input = validatedInput(InviteToDepartmentsDto, request.body);
    const departmentIds = await existingDepartments(db, orgId, input.departments);
    const known = await userWithEmail(db, input.email);
    await requireTeamRoom(db, clock, organization, [known?.id ?? null]);
    const account = known ?? (await accountFor(db, input.email));
    await auditedChange(deps, request, { organizationId: orgId, role }, async (tx, record) => {
      const before = await departmentNamesOf(tx, orgId, account.id);
      await joinDepartments(tx, clock, account.id, departmentIds);
      const after = await departmentNamesOf(tx, orgId, account.id);
      const changed = changedFields({ departments: before }, { departments: after });
      if (!changed) return;
      const subject = { type: "person", id: account.id, name: account.email };
      // Someone in no department yet is new to the organization: nothing before.
      await record({
        kind: "MEMBER_INVITED",
        subject,
        before: before.length ? changed.before : null,
        after: changed.after,
      });
    });
    const [member] = await memberViews(db, orgId, account.id);
    return reply.code(201).send(member);
  });

  const setOptions = { schema: ORGANIZATION_MEMBERS_OPERATIONS.setDepartments };
  app.put<OrganizationRoute<"userId">>(`${MEMBERS}/:userId`, setOptions, async (request) => {
    const { orgId, userId } = request.params;
    const { role } = await organizationCall(db, request, "manageMembers");
    const input = validatedInput(UserDepartmentsDto, request.body);
    const departmentIds = await existingDepartments(db, orgId, input.departments);
    const current = await membershipsIn(db, orgId, userId);
    const leaving = current.filter((membership) => !departmentIds.includes(membership.departmentId));
    const endedKeys = await auditedChange(
      deps,
      request,
      { organizationId: orgId, role },
      async (tx, record) => {
        const before = await departmentNamesOf(tx, orgId, userId);
        const ended = await leaveDepartments(
          tx,
          leaving.map((membership) => membership.id),
        );
        await joinDepartments(tx, clock, userId, departmentIds);
        const changed = changedFields(
          { departments: before },
          { departments: await departmentNamesOf(tx, orgId, userId) },
        );
        if (changed)
          await record({
            kind: "MEMBER_DEPARTMENTS_CHANGED",
            subject: await personSubject(tx, userId),
            ...changed,
          });
        return ended;
      },
    );
    await announceAll(apiKeyChanges, endedKeys);
    const [member] = await memberViews(db, orgId, userId);
    return member;
  });

  const removeOptions = { schema: ORGANIZATION_MEMBERS_OPERATIONS.remove };
  app.delete<OrganizationRoute<"userId">>(`${MEMBERS}/:userId`, removeOptions, async (request, reply) => {
    const userId = requiredId(request.params.userId);
    const { orgId } = request.params;
    const { role } = await organizationCall(db, request, "manageMembers");
    const memberships = await membershipsIn(db, orgId, userId);
    const endedKeys = await auditedChange(
      deps,
      request,
      { organizationId: orgId, role },
      async (tx, record) => {
        const before = await departmentNamesOf(tx, orgId, userId);
        const ended = await leaveDepartments(
          tx,
          memberships.map((membership) => membership.id),
        );
        const subject = await personSubject(tx, userId);
        await record({ kind: "MEMBER_REMOVED", subject, before: { departments: before }, after: null });
        return ended;
      },
    );
    await announceAll(apiKeyChanges, endedKeys);
    return reply.code(204).send();
  });
}
