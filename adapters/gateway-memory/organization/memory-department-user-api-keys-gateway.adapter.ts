import { toEntity } from "../../../core/mapping/to-entity.ts";
import type { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import { UserApiKey } from "../../../core/organization/user-api-key.entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { failure } from "./organization-access.ts";
import type { OrganizationContext } from "./organization-context.ts";
import type { DepartmentUserRow } from "./organization-rows.ts";

const API_KEY_PREFIX = "mrd-";

/** Department users' API keys, in memory. */
export class MemoryDepartmentUserApiKeysGateway implements DepartmentUserApiKeysGateway {
  constructor(private readonly context: OrganizationContext) {}

  async createApiKey(organizationId: string, departmentId: string, userId: string): Promise<UserApiKey> {
    const { db } = this.context;
    const membership = this.keyHolder(organizationId, departmentId, userId);
    const row = db.apiKeys.insert({
      id: db.newId("key"),
      departmentUserId: membership.id,
      value: db.newSecret(API_KEY_PREFIX),
      createdAt: db.timestamp(),
    });
    return toEntity(UserApiKey, row);
  }

  async deleteApiKey(
    organizationId: string,
    departmentId: string,
    userId: string,
    apiKeyId: string,
  ): Promise<void> {
    const { db } = this.context;
    requireId(apiKeyId);
    const membership = this.keyHolder(organizationId, departmentId, userId);
    const key = db.apiKeys.get(apiKeyId);
    if (key.departmentUserId !== membership.id) throw failure(notFound("apiKey"));
    db.apiKeys.remove(apiKeyId);
  }

  /** People manage their own keys; someone else's need the department's admin rank. */
  private keyHolder(organizationId: string, departmentId: string, userId: string): DepartmentUserRow {
    const { db, access } = this.context;
    const own = userId === db.actorId;
    access.forDepartment(organizationId, departmentId, own ? "viewDepartment" : "manageApiKeys");
    return access.membership(departmentId, userId);
  }
}
