import type { FastifyInstance } from "fastify";
import {
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "../../../core/organization/user-departments.dto.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { type OrganizationRoute, organizationCall } from "../organization-access.ts";
import { recordActivity } from "../organization-activities.repository.ts";
import { requiredId } from "../organization-problems.ts";
import { accountFor, userWithEmail } from "./invited-users.repository.ts";
import { ORGANIZATION_MEMBERS_OPERATIONS } from "./organization-members.operations.ts";
import {
  existingDepartments,
  joinDepartments,
  leaveDepartments,
  membershipsIn,
  memberViews,
} from "./organization-members.repository.ts";
import { requireTeamRoom } from "./team-room.ts";

const MEMBERS = "/organization/:orgId/users/departments";

/** The organization's people and the departments they belong to. */
export async function organizationMembersRoutes(
  app: FastifyInstance,
  { db, clock, apiKeyChanges }: GatewayDeps,
): Promise<void> {
  app.get<OrganizationRoute>(MEMBERS, { schema: ORGANIZATION_MEMBERS_OPERATIONS.list }, async (request) => {
    const { orgId } = request.params;
    await organizationCall(db, request, "viewMembers");
    return memberViews(db, orgId);
  });

  const inviteOptions = { schema: ORGANIZATION_MEMBERS_OPERATIONS.invite };
  app.post<OrganizationRoute>(MEMBERS, inviteOptions, async (request, reply) => {
    const { orgId } = request.params;
    const { organization } = await organizationCall(db, request, "manageMembers");
    const input = validatedInput(InviteToDepartmentsDto, request.body);
    const departmentIds = await existingDepartments(db, orgId, input.departments);
    const known = await userWithEmail(db, input.email);
    await requireTeamRoom(db, clock, organization, [known?.id ?? null]);
    const account = known ?? (await accountFor(db, input.email));
    await joinDepartments(db, clock, account.id, departmentIds);
    await recordActivity(db, clock, orgId, "USER_INVITED", `${account.email} was invited`);
    const [member] = await memberViews(db, orgId, account.id);
    return reply.code(201).send(member);
  });

  const setOptions = { schema: ORGANIZATION_MEMBERS_OPERATIONS.setDepartments };
  app.put<OrganizationRoute<"userId">>(`${MEMBERS}/:userId`, setOptions, async (request) => {
    const { orgId, userId } = request.params;
    await organizationCall(db, request, "manageMembers");
    const input = validatedInput(UserDepartmentsDto, request.body);
    const departmentIds = await existingDepartments(db, orgId, input.departments);
    const current = await membershipsIn(db, orgId, userId);
    const leaving = current.filter((membership) => !departmentIds.includes(membership.departmentId));
    await leaveDepartments(
      db,
      apiKeyChanges,
      leaving.map((membership) => membership.id),
    );
    await joinDepartments(db, clock, userId, departmentIds);
    const [member] = await memberViews(db, orgId, userId);
    return member;
  });

  const removeOptions = { schema: ORGANIZATION_MEMBERS_OPERATIONS.remove };
  app.delete<OrganizationRoute<"userId">>(`${MEMBERS}/:userId`, removeOptions, async (request, reply) => {
    const userId = requiredId(request.params.userId);
    const { orgId } = request.params;
    await organizationCall(db, request, "manageMembers");
    const memberships = await membershipsIn(db, orgId, userId);
    await leaveDepartments(
      db,
      apiKeyChanges,
      memberships.map((membership) => membership.id),
    );
    return reply.code(204).send();
  });
}
