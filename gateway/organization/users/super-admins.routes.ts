import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { InviteUserDto } from "../../../core/organization/invite-user.dto.ts";
import {
  alreadySuperAdmin,
  notFound,
  ownerCannotBeRemoved,
} from "../../../core/organization/organization-refusals.ts";
import { OrganizationRole } from "../../../core/organization/organization-role.ts";
import type { Database } from "../../database/database.ts";
import { users } from "../../identity/users.schema.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { auditedChange } from "../audited-change.ts";
import { organizationRoles } from "../organization.schema.ts";
import { type OrganizationRoute, type OrganizationRow, organizationCall } from "../organization-access.ts";
import { newId } from "../organization-ids.ts";
import { problemOf, refuse, requiredId } from "../organization-problems.ts";
import { accountFor, userWithEmail } from "./invited-users.repository.ts";
import { organizationRoleOf } from "./organization-people.repository.ts";
import { personSubject } from "./person-subject.ts";
import { SUPER_ADMINS_OPERATIONS } from "./super-admins.operations.ts";
import { requireTeamRoom } from "./team-room.ts";

/** The owner and the super admins: GET, POST and DELETE /organization/{orgId}/users. */
export async function superAdminsRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock } = deps;
  const listOptions = { schema: SUPER_ADMINS_OPERATIONS.list };
  app.get<OrganizationRoute>("/organization/:orgId/users", listOptions, async (request) => {
    const { organization } = await organizationCall(db, request, "manageSuperAdmins");
    return superAdminsOf(db, organization);
  });

  const inviteOptions = { schema: SUPER_ADMINS_OPERATIONS.invite };
  app.post<OrganizationRoute>("/organization/:orgId/users", inviteOptions, async (request, reply) => {
    const { orgId } = request.params;
    const { organization, role } = await organizationCall(db, request, "manageSuperAdmins");
    const { email } = validatedInput(InviteUserDto, request.body);
    const known = await userWithEmail(db, email);
    if (known && (await organizationRoleOf(db, orgId, known.id))) throw problemOf(alreadySuperAdmin(email));
    await requireTeamRoom(db, clock, organization, known ? [known.id] : [null]);
    const account = known ?? (await accountFor(db, email));
    await auditedChange(deps, request, { organizationId: orgId, role }, async (tx, record) => {
      await tx.insert(organizationRoles).values({
        id: newId("admin"),
        organizationId: orgId,
        userId: account.id,
        role: OrganizationRole.SUPER_ADMIN,
        createdAt: new Date(clock.now()).toISOString(),
      });
      const subject = { type: "person", id: account.id, name: account.email };
      await record({
        kind: "SUPER_ADMIN_ADDED",
        subject,
        before: null,
        after: { role: OrganizationRole.SUPER_ADMIN },
      });
    });
    const invited = (await superAdminsOf(db, organization)).find((admin) => admin.user.id === account.id);
    return reply.code(201).send(invited);
  });

  const removeOptions = { schema: SUPER_ADMINS_OPERATIONS.remove };
  app.delete<OrganizationRoute<"userId">>(
    "/organization/:orgId/users/:userId",
    removeOptions,
    async (request, reply) => {
      const userId = requiredId(request.params.userId);
      const { orgId } = request.params;
      const { role } = await organizationCall(db, request, "manageSuperAdmins");
      const target = await organizationRoleOf(db, orgId, userId);
      if (!target) throw problemOf(notFound("user"));
      if (target.role === OrganizationRole.OWNER) refuse(ownerCannotBeRemoved());
      await auditedChange(deps, request, { organizationId: orgId, role }, async (tx, record) => {
        const removed = await tx
          .delete(organizationRoles)
          .where(eq(organizationRoles.id, target.id))
          .returning({ id: organizationRoles.id });
        // Removed meanwhile by someone else: their removal is the one recorded.
        if (removed.length === 0) return;
        const subject = await personSubject(tx, userId);
        await record({ kind: "SUPER_ADMIN_REMOVED", subject, before: { role: target.role }, after: null });
      });
      return reply.code(204).send();
    },
  );
}

/** The owner first, then the super admins in the order they joined; a phone of their own, else the organization's. */
async function superAdminsOf(db: Database, organization: OrganizationRow) {
  const rows = await db
    .select({ id: organizationRoles.id, role: organizationRoles.role, user: users })
    .from(organizationRoles)
    .innerJoin(users, eq(users.id, organizationRoles.userId))
    .where(eq(organizationRoles.organizationId, organization.id))
    .orderBy(asc(organizationRoles.createdAt), asc(organizationRoles.id));
  return rows
    .sort((a, b) => Number(b.role === OrganizationRole.OWNER) - Number(a.role === OrganizationRole.OWNER))
    .map(({ id, role, user }) => ({
      id,
      email: user.email,
      phone: user.phone ?? organization.phone,
      role,
      user: { id: user.id, email: user.email },
    }));
}
