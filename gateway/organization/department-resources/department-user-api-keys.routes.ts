import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import type { Database } from "../../database/database.ts";
import { signedInUser } from "../../identity/authenticate.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { isoDate } from "../../server/iso-date.ts";
import { departmentUserApiKeys } from "../organization.schema.ts";
import { type DepartmentRoute, forDepartment, membershipOf } from "../organization-access.ts";
import { newDepartmentKeyValue, newId } from "../organization-ids.ts";
import { problemOf, requiredId } from "../organization-problems.ts";
import { DEPARTMENT_USER_API_KEYS_OPERATIONS } from "./department-user-api-keys.operations.ts";

const KEYS = "/organization/:orgId/departments/:depId/users/:userId/api-keys";

/** Department users' API keys: requests sent with them fall under the department's policies. */
export async function departmentUserApiKeysRoutes(
  app: FastifyInstance,
  { db, clock }: GatewayDeps,
): Promise<void> {
  const createOptions = { schema: DEPARTMENT_USER_API_KEYS_OPERATIONS.create };
  app.post<DepartmentRoute<"userId">>(KEYS, createOptions, async (request, reply) => {
    const { orgId, depId, userId } = request.params;
    const membership = await keyHolder(db, orgId, depId, userId, signedInUser(request).id);
    const [key] = await db
      .insert(departmentUserApiKeys)
      .values({
        id: newId("key"),
        departmentUserId: membership.id,
        value: newDepartmentKeyValue(),
        createdAt: new Date(clock.now()).toISOString(),
      })
      .returning();
    if (!key) throw new Error("the new API key was not stored");
    return reply.code(201).send({ id: key.id, value: key.value, createdAt: isoDate(key.createdAt) });
  });

  const deleteOptions = { schema: DEPARTMENT_USER_API_KEYS_OPERATIONS.remove };
  app.delete<DepartmentRoute<"userId" | "apiKeyId">>(
    `${KEYS}/:apiKeyId`,
    deleteOptions,
    async (request, reply) => {
      const apiKeyId = requiredId(request.params.apiKeyId);
      const { orgId, depId, userId } = request.params;
      const membership = await keyHolder(db, orgId, depId, userId, signedInUser(request).id);
      const deleted = await db
        .delete(departmentUserApiKeys)
        .where(
          and(
            eq(departmentUserApiKeys.id, apiKeyId),
            eq(departmentUserApiKeys.departmentUserId, membership.id),
          ),
        )
        .returning({ id: departmentUserApiKeys.id });
      if (deleted.length === 0) throw problemOf(notFound("apiKey"));
      return reply.code(204).send();
    },
  );
}

/** People manage their own keys; someone else's need the department's admin rank. */
async function keyHolder(
  db: Database,
  organizationId: string,
  departmentId: string,
  holderId: string,
  callerId: string,
) {
  const action = holderId === callerId ? "viewDepartment" : "manageApiKeys";
  await forDepartment(db, organizationId, departmentId, callerId, action);
  return membershipOf(db, departmentId, holderId);
}
