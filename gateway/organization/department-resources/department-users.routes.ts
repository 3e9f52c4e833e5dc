import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DepartmentUserRoleDto } from "../../../core/organization/department-user-role.dto.ts";
import { announceAll } from "../../api-keys/api-key-changes.ts";
import { departmentKeyStore } from "../../api-keys/api-key-store.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { auditedChange } from "../audited-change.ts";
import { departmentUsers } from "../organization.schema.ts";
import { type DepartmentRoute, departmentCall, membershipOf } from "../organization-access.ts";
import { requiredId } from "../organization-problems.ts";
import { personSubject } from "../users/person-subject.ts";
import { departmentUserViews } from "./department-user-views.ts";
import { DEPARTMENT_USERS_OPERATIONS } from "./department-users.operations.ts";

/** The people of one department: list, change their role there, take them out; each change audited. */
export async function departmentUsersRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, apiKeyChanges } = deps;
  const listOptions = { schema: DEPARTMENT_USERS_OPERATIONS.list };
  app.get<DepartmentRoute>("/organization/:orgId/departments/:depId/users", listOptions, async (request) => {
    const { department } = await departmentCall(db, request, "viewDepartmentUsers");
    const memberships = await db
      .select({ id: departmentUsers.id })
      .from(departmentUsers)
      .where(eq(departmentUsers.departmentId, department.id));
    return departmentUserViews(
      db,
      memberships.map((row) => row.id),
      clock.now(),
    );
  });

  app.put<DepartmentRoute<"userId">>(
    "/organization/:orgId/departments/:depId/users/:userId",
    { schema: DEPARTMENT_USERS_OPERATIONS.setRole },
    async (request) => {
      const { department, role: actingRole } = await departmentCall(db, request, "manageDepartmentUsers");
      const { role } = validatedInput(DepartmentUserRoleDto, request.body);
      const membership = await membershipOf(db, department.id, request.params.userId);
      const by = { organizationId: department.organizationId, role: actingRole };
      await auditedChange(deps, request, by, async (tx, record) => {
        const [previous] = await tx
          .select({ role: departmentUsers.role })
          .from(departmentUsers)
          .where(eq(departmentUsers.id, membership.id))
          .for("update");
        await tx
          .update(departmentUsers)
          .set({ role, updatedAt: new Date(clock.now()).toISOString() })
          .where(eq(departmentUsers.id, membership.id));
        if (!previous || previous.role === role) return;
        await record({
          kind: "DEPARTMENT_ROLE_CHANGED",
          departmentId: department.id,
          subject: await personSubject(tx, membership.userId),
          before: { role: previous.role },
          after: { role },
        });
      });
      const [view] = await departmentUserViews(db, [membership.id], clock.now());
      return view;
    },
  );

  app.delete<DepartmentRoute<"userId">>(
    "/organization/:orgId/departments/:depId/users/:userId",
    { schema: DEPARTMENT_USERS_OPERATIONS.remove },
    async (request, reply) => {
      const userId = requiredId(request.params.userId);
      const { department, role } = await departmentCall(db, request, "manageDepartmentUsers");
      const membership = await membershipOf(db, department.id, userId);
      const by = { organizationId: department.organizationId, role };
      const endedKeys = await auditedChange(deps, request, by, async (tx, record) => {
        // Its API keys go with it (cascade): they only ever worked in this department.
        const keys = await departmentKeyStore(tx).keysOf(membership.id);
        const removed = await tx
          .delete(departmentUsers)
          .where(eq(departmentUsers.id, membership.id))
          .returning({ role: departmentUsers.role });
        if (removed.length === 0) return [];
        await record({
          kind: "DEPARTMENT_MEMBER_REMOVED",
          departmentId: department.id,
          subject: await personSubject(tx, userId),
          before: { role: removed[0]?.role ?? membership.role },
          after: null,
        });
        return keys.map((key) => key.id);
      });
      // Announced once gone for good, so no cache keeps them nor reads them back before the commit.
      await announceAll(apiKeyChanges, endedKeys);
      return reply.code(204).send();
    },
  );
}
