import { token } from "../wiring/token.ts";
import type { UserApiKey } from "./user-api-key.entity.ts";

/** The API keys a department user sends requests with (SPEC §7). */
export interface DepartmentUserApiKeysGateway {
  /** POST …/departments/{depId}/users/{userId}/api-keys: a new key, its value in full. */
  createApiKey(organizationId: string, departmentId: string, userId: string): Promise<UserApiKey>;

  /** DELETE …/departments/{depId}/users/{userId}/api-keys/{apiKeyId}. */
  deleteApiKey(organizationId: string, departmentId: string, userId: string, apiKeyId: string): Promise<void>;
}

export const DepartmentUserApiKeysGateway = token<DepartmentUserApiKeysGateway>(
  "DepartmentUserApiKeysGateway",
);
