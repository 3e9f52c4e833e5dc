import type { ApiKey } from "../api-keys/api-key.entity.ts";
import type { ApiKeySettings } from "../api-keys/api-key-settings.dto.ts";
import type { RotationGrace } from "../api-keys/rotation-grace.ts";
import { token } from "../wiring/token.ts";

/** Whose department key a call is about: the department, and the person holding the key there. */
export interface DepartmentKeyHolder {
  readonly organizationId: string;
  readonly departmentId: string;
  readonly userId: string;
}

/**
 * The API keys department users send requests with (SPEC §7, issue 27): the key's holder, or the department's
 * admins and above, make, edit, rotate, revoke and delete them; each is recorded in the organization's activity.
 * Every answer carries the key masked, except the one that issued a secret (made or rotated): `secretInFull`.
 */
export interface DepartmentUserApiKeysGateway {
  /** POST …/departments/{depId}/users/{userId}/api-keys: a new key (unlimited "Key N" without settings). */
  create(holder: DepartmentKeyHolder, settings?: ApiKeySettings): Promise<ApiKey>;
  /** PUT …/api-keys/{apiKeyId}: the whole settings. */
  update(holder: DepartmentKeyHolder, apiKeyId: string, settings: ApiKeySettings): Promise<ApiKey>;
  /** POST …/api-keys/{apiKeyId}/rotate: a new secret; the old one works until the grace ends. */
  rotate(holder: DepartmentKeyHolder, apiKeyId: string, grace: RotationGrace): Promise<ApiKey>;
  /** POST …/api-keys/{apiKeyId}/revoke: refused from the next request on. */
  revoke(holder: DepartmentKeyHolder, apiKeyId: string): Promise<ApiKey>;
  /** DELETE …/api-keys/{apiKeyId}; an empty id is refused before any call ("invalid id", SPEC §5). */
  remove(holder: DepartmentKeyHolder, apiKeyId: string): Promise<void>;
}

export const DepartmentUserApiKeysGateway = token<DepartmentUserApiKeysGateway>(
  "DepartmentUserApiKeysGateway",
);
