import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RotationGrace } from "../../../core/api-keys/rotation-grace.ts";
import {
  DepartmentApiKeyChange,
  departmentApiKeyActivity,
} from "../../../core/organization/department-api-key-activity.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import { ApiKeyLifecycle } from "../../api-keys/api-key-lifecycle.ts";
import { apiKeyRecord, type IssuedSecret } from "../../api-keys/api-key-records.ts";
import { apiKeySettingsInput } from "../../api-keys/api-key-settings-input.ts";
import { departmentKeyStore, type StoredApiKey } from "../../api-keys/api-key-store.ts";
import { RotateApiKeyDto } from "../../api-keys/rotate-api-key.dto.ts";
import { signedInUser } from "../../identity/authenticate.ts";
import { users } from "../../identity/users.schema.ts";
import type { GatewayDeps } from "../../server/gateway-deps.ts";
import { validatedInput } from "../../server/validated-input.ts";
import { type DepartmentRoute, forDepartment, membershipOf } from "../organization-access.ts";
import { recordActivity } from "../organization-activities.repository.ts";
import { newId } from "../organization-ids.ts";
import { problemOf, requiredId } from "../organization-problems.ts";
import { DEPARTMENT_USER_API_KEYS_OPERATIONS as OPERATIONS } from "./department-user-api-keys.operations.ts";

const KEYS = "/organization/:orgId/departments/:depId/users/:userId/api-keys";
const KEY = `${KEYS}/:apiKeyId`;

type KeyRequest = FastifyRequest<DepartmentRoute<"userId" | "apiKeyId">>;

/**
 * Department users' API keys: requests sent with them fall under the department's policies. The holder manages
 * their own; the department's admins, the organization's super admins and its owner manage anyone's. Each change
 * is recorded in the organization's activity.
 */
export async function departmentUserApiKeysRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock } = deps;
  const store = departmentKeyStore(db);
  const keys = new ApiKeyLifecycle(store, deps.apiKeyChanges, clock);
  const recordOf = (key: StoredApiKey | null, issued: IssuedSecret | null = null) => {
    if (!key) throw problemOf(notFound("apiKey"));
    return apiKeyRecord(db, key, clock.now(), issued);
  };

  /** The key's holder in this department and the caller's right to manage their keys, or a 403/404. */
  async function holderOf(request: FastifyRequest<DepartmentRoute<"userId">>) {
    const { orgId, depId, userId } = request.params;
    const caller = signedInUser(request);
    const action = userId === caller.id ? "viewDepartment" : "manageApiKeys";
    const { department } = await forDepartment(db, orgId, depId, caller.id, action);
    const membership = await membershipOf(db, department.id, userId);
    const [holder] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const recorded = async (change: DepartmentApiKeyChange, key: { name: string }, grace?: RotationGrace) => {
      const { type, description } = departmentApiKeyActivity(change, {
        name: key.name,
        holderEmail: holder?.email ?? userId,
        departmentName: department.name,
        changedBy: caller.email,
        ...(grace ? { grace } : {}),
      });
      await recordActivity(db, clock, orgId, type, description);
    };
    return { membership, caller, recorded };
  }

  /** The key the path names, among the holder's. */
  async function keyOf(request: KeyRequest) {
    const apiKeyId = requiredId(request.params.apiKeyId);
    const holder = await holderOf(request);
    const key = await store.find(holder.membership.id, apiKeyId);
    if (!key) throw problemOf(notFound("apiKey"));
    return { ...holder, key };
  }

  app.post<DepartmentRoute<"userId">>(KEYS, { schema: OPERATIONS.create }, async (request, reply) => {
    const { membership, caller, recorded } = await holderOf(request);
    const held = await store.countOf(membership.id);
    const knownTo = { organizationId: request.params.orgId };
    const settings = await apiKeySettingsInput(deps, request, knownTo, `Key ${held + 1}`);
    const { key, issued } = await keys.issue(membership.id, newId("key"), settings, caller.email);
    await recorded(DepartmentApiKeyChange.CREATED, key);
    return reply.code(201).send(await recordOf(key, issued));
  });

  app.put<DepartmentRoute<"userId" | "apiKeyId">>(KEY, { schema: OPERATIONS.edit }, async (request) => {
    const { membership, key, recorded } = await keyOf(request);
    const knownTo = { organizationId: request.params.orgId };
    const settings = await apiKeySettingsInput(deps, request, knownTo);
    const edited = await keys.edit(membership.id, key.id, settings);
    await recorded(DepartmentApiKeyChange.EDITED, edited ?? key);
    return recordOf(edited);
  });

  const rotateOptions = { schema: OPERATIONS.rotate };
  app.post<DepartmentRoute<"userId" | "apiKeyId">>(`${KEY}/rotate`, rotateOptions, async (request) => {
    const { membership, key, recorded } = await keyOf(request);
    const { grace } = validatedInput(RotateApiKeyDto, request.body);
    const rotated = await keys.rotate(membership.id, key.id, grace);
    await recorded(DepartmentApiKeyChange.ROTATED, key, grace);
    return recordOf(rotated?.key ?? null, rotated?.issued ?? null);
  });

  const revokeOptions = { schema: OPERATIONS.revoke };
  app.post<DepartmentRoute<"userId" | "apiKeyId">>(`${KEY}/revoke`, revokeOptions, async (request) => {
    const { membership, key, recorded } = await keyOf(request);
    const revoked = await keys.revoke(membership.id, key.id);
    if (key.revokedAt === null) await recorded(DepartmentApiKeyChange.REVOKED, key);
    return recordOf(revoked);
  });

  app.delete<DepartmentRoute<"userId" | "apiKeyId">>(
    KEY,
    { schema: OPERATIONS.remove },
    async (request, reply) => {
      const { membership, key, recorded } = await keyOf(request);
      if (!(await keys.remove(membership.id, key.id))) throw problemOf(notFound("apiKey"));
      await recorded(DepartmentApiKeyChange.DELETED, key);
      return reply.code(204).send();
    },
  );
}
