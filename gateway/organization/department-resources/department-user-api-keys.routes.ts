import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { JsonValue } from "../../../core/audit/audit-entry.ts";
import { changedFields } from "../../../core/audit/changed-fields.ts";
import {
  DEPARTMENT_KEY_AUDIT_KIND,
  DepartmentApiKeyChange,
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
import { auditedChange } from "../audited-change.ts";
import { type DepartmentRoute, forDepartment, membershipOf } from "../organization-access.ts";
import { newId } from "../organization-ids.ts";
import { problemOf, requiredId } from "../organization-problems.ts";
import { changesAnnouncedAfterCommit, departmentKeySnapshot } from "./department-key-audit.ts";
import { DEPARTMENT_USER_API_KEYS_OPERATIONS as OPERATIONS } from "./department-user-api-keys.operations.ts";

const KEYS = "/organization/:orgId/departments/:depId/users/:userId/api-keys";
const KEY = `${KEYS}/:apiKeyId`;

type KeyRequest = FastifyRequest<DepartmentRoute<"userId" | "apiKeyId">>;
type Holder = Awaited<ReturnType<typeof holderOf>>;
/** Records a change to one of the holder's keys (when its kind is audited and something changed). */
type RecordKeyChange = (
  change: DepartmentApiKeyChange,
  key: StoredApiKey,
  changed: { readonly before: JsonValue | null; readonly after: JsonValue | null } | null,
) => Promise<void>;

/**
 * Department users' API keys: requests sent with them fall under the department's policies. The holder manages
 * their own; the department's admins, the organization's super admins and its owner manage anyone's. Each change
 * is recorded in the organization's audit log, in the transaction that makes it.
 */
export async function departmentUserApiKeysRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock } = deps;
  const store = departmentKeyStore(db);
  const recordOf = (key: StoredApiKey | null, issued: IssuedSecret | null = null) => {
    if (!key) throw problemOf(notFound("apiKey"));
    return apiKeyRecord(db, key, clock.now(), issued);
  };

  /** Changes the holder's keys on the transaction's store, audited; the keys changed are announced once committed. */
  async function changeKeys<T>(
    request: FastifyRequest,
    holder: Holder,
    work: (keys: ApiKeyLifecycle, record: RecordKeyChange) => Promise<T>,
  ): Promise<T> {
    const announced = changesAnnouncedAfterCommit(deps.apiKeyChanges);
    const by = { organizationId: holder.department.organizationId, role: holder.role };
    const result = await auditedChange(deps, request, by, (tx, record) => {
      const keys = new ApiKeyLifecycle(departmentKeyStore(tx), announced.changes, clock);
      return work(keys, async (change, key, changed) => {
        const kind = DEPARTMENT_KEY_AUDIT_KIND[change];
        if (!changed) return;
        const subject = { type: "apiKey", id: key.id, name: key.name };
        await record({ kind, departmentId: holder.department.id, subject, ...changed });
      });
    });
    await announced.announce();
    return result;
  }

  /** The key the path names, among the holder's. */
  async function keyOf(request: KeyRequest) {
    const apiKeyId = requiredId(request.params.apiKeyId);
    const holder = await holderOf(deps, request);
    const key = await store.find(holder.membership.id, apiKeyId);
    if (!key) throw problemOf(notFound("apiKey"));
    return { holder, key };
  }
  const snapshot = (key: StoredApiKey, holder: Holder) => departmentKeySnapshot(key, holder.email);

  app.post<DepartmentRoute<"userId">>(KEYS, { schema: OPERATIONS.create }, async (request, reply) => {
    const holder = await holderOf(deps, request);
    const held = await store.countOf(holder.membership.id);
    const knownTo = { organizationId: request.params.orgId };
    const settings = await apiKeySettingsInput(deps, request, knownTo, `Key ${held + 1}`);
    const { key, issued } = await changeKeys(request, holder, async (keys, record) => {
      const made = await keys.issue(holder.membership.id, newId("key"), settings, holder.caller.email);
      await record(DepartmentApiKeyChange.CREATED, made.key, {
        before: null,
        after: snapshot(made.key, holder),
      });
      return made;
    });
    return reply.code(201).send(await recordOf(key, issued));
  });

  app.put<DepartmentRoute<"userId" | "apiKeyId">>(KEY, { schema: OPERATIONS.edit }, async (request) => {
    const { holder, key } = await keyOf(request);
    const knownTo = { organizationId: request.params.orgId };
    const settings = await apiKeySettingsInput(deps, request, knownTo);
    const edited = await changeKeys(request, holder, async (keys, record) => {
      const changed = await keys.edit(holder.membership.id, key.id, settings);
      if (changed)
        await record(
          DepartmentApiKeyChange.EDITED,
          changed,
          changedFields(snapshot(key, holder), snapshot(changed, holder)),
        );
      return changed;
    });
    return recordOf(edited);
  });

  const rotateOptions = { schema: OPERATIONS.rotate };
  app.post<DepartmentRoute<"userId" | "apiKeyId">>(`${KEY}/rotate`, rotateOptions, async (request) => {
    const { holder, key } = await keyOf(request);
    const { grace } = validatedInput(RotateApiKeyDto, request.body);
    const rotated = await changeKeys(request, holder, async (keys, record) => {
      const made = await keys.rotate(holder.membership.id, key.id, grace);
      if (made)
        await record(DepartmentApiKeyChange.ROTATED, made.key, {
          before: { key: key.maskedValue },
          after: { key: made.key.maskedValue, grace },
        });
      return made;
    });
    return recordOf(rotated?.key ?? null, rotated?.issued ?? null);
  });

  const revokeOptions = { schema: OPERATIONS.revoke };
  app.post<DepartmentRoute<"userId" | "apiKeyId">>(`${KEY}/revoke`, revokeOptions, async (request) => {
    const { holder, key } = await keyOf(request);
    const revoked = await changeKeys(request, holder, async (keys, record) => {
      const now = await keys.revoke(holder.membership.id, key.id);
      if (now)
        await record(
          DepartmentApiKeyChange.REVOKED,
          now,
          changedFields(snapshot(key, holder), snapshot(now, holder)),
        );
      return now;
    });
    return recordOf(revoked);
  });

  app.delete<DepartmentRoute<"userId" | "apiKeyId">>(
    KEY,
    { schema: OPERATIONS.remove },
    async (request, reply) => {
      const { holder, key } = await keyOf(request);
      await changeKeys(request, holder, async (keys, record) => {
        if (!(await keys.remove(holder.membership.id, key.id))) throw problemOf(notFound("apiKey"));
        await record(DepartmentApiKeyChange.DELETED, key, { before: snapshot(key, holder), after: null });
      });
      return reply.code(204).send();
    },
  );
}

/** The key's holder in this department and the caller's right to manage their keys (acting with which role), or a 403/404. */
async function holderOf(deps: GatewayDeps, request: FastifyRequest<DepartmentRoute<"userId">>) {
  const { db } = deps;
  const { orgId, depId, userId } = request.params;
  const caller = signedInUser(request);
  const action = userId === caller.id ? "viewDepartment" : "manageApiKeys";
  const { department, role } = await forDepartment(db, orgId, depId, caller.id, action);
  const membership = await membershipOf(db, department.id, userId);
  const [holder] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { membership, caller, department, role, email: holder?.email ?? userId };
}
