import { token } from "../wiring/token.ts";
import type { ApiKey } from "./api-key.entity.ts";
import type { ApiKeySettings } from "./api-key-settings.dto.ts";
import type { RotationGrace } from "./rotation-grace.ts";

/**
 * The signed-in person's API-key calls (SPEC §7, issue 27's wire). Each answers with the person's whole list as it
 * stands afterwards, oldest first and masked, except the entry whose secret the call issued (made or rotated):
 * its `value` is the secret, with `secretInFull`, that once. Failures carry the server's errMsgs: an unknown id is
 * a 404 "API key not found", settings that break ApiKeySettingsDto's rules a 400 with its messages.
 */
export interface ApiKeysGateway {
  /** GET /users/apikeys */
  list(): Promise<ApiKey[]>;
  /** POST /users/apikeys: a key with these settings; without them, an unlimited "Key N". */
  create(settings?: ApiKeySettings): Promise<ApiKey[]>;
  /** PUT /users/apikeys/{id}: the key's settings, whole. */
  update(id: string, settings: ApiKeySettings): Promise<ApiKey[]>;
  /** POST /users/apikeys/{id}/rotate: a new secret; the old one works for the grace (409 for a revoked key). */
  rotate(id: string, grace: RotationGrace): Promise<ApiKey[]>;
  /** POST /users/apikeys/{id}/revoke: refused from the next request; revoking again changes nothing. */
  revoke(id: string): Promise<ApiKey[]>;
  /** DELETE /users/apikeys/{id}; an empty id is refused before any call ("invalid id", SPEC §5). */
  remove(id: string): Promise<ApiKey[]>;
  /** The secret of a key this tab made or rotated, held in memory only (IssuedSecrets); null for any other. */
  issuedSecretOf(id: string): Promise<string | null>;
}

export const ApiKeysGateway = token<ApiKeysGateway>("ApiKeysGateway");
