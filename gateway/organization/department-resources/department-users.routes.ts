import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { DepartmentUserRoleDto } from "../../../core/organization/department-user-role.dto.ts";
import { announceAll } from "../../api-keys/api-key-changes.ts";
import { departmentKeyStore } from "../../api-keys/api-key-store.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { departmentUsers } from "../organization.schema.ts";
import { type DepartmentRoute, departmentCall, membershipOf } from "../organization-access.ts";
import { requiredId } from "../organization-problems.ts";
import { departmentUserViews } from "./department-user-views.ts";
import { DEPARTMENT_USERS_OPERATIONS } from "./department-users.operations.ts";

/** The people of one department: list, change their role there, take them out. */
export async function departmentUsersRoutes(
  app: FastifyInstance,
  { db, clock, apiKeyChanges }: GatewayDeps,
): Promise<void> {
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
      const { department } = await departmentCall(db, request, "manageDepartmentUsers");
      const { role } = validatedInput(DepartmentUserRoleDto, request.body);
      const membership = await membershipOf(db, department.id, request.params.userId);
      await db
        .update(departmentUsers)
        .set({ role, updatedAt: new Date(clock.now()).toISOString() })
        .where(eq(departmentUsers.id, membership.id));
      const [view] = await departmentUserViews(db, [membership.id], clock.now());
      return view;
    },
  );

  app.delete<DepartmentRoute<"userId">>(
    "/organization/:orgId/departments/:depId/users/:userId",
    { schema: DEPARTMENT_USERS_OPERATIONS.remove },
    async (request, reply) => {
      const userId = requiredId(request.params.userId);
      const { department } = await departmentCall(db, request, "manageDepartmentUsers");
      const membership = await membershipOf(db, department.id, userId);
      // Its API keys go with it (cascade): they only ever worked in this department. No cache may keep them.
      const keys = await departmentKeyStore(db).keysOf(membership.id);
      await db.delete(departmentUsers).where(eq(departmentUsers.id, membership.id));
      await announceAll(
        apiKeyChanges,
        keys.map((key) => key.id),
      );
      return reply.code(204).send();
    },
  );
}
