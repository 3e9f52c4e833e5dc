import { token } from "../wiring/token.ts";
import type { ApiKey } from "./api-key.entity.ts";

/**
 * The API-key calls of SPEC §7. Each answers with the user's whole list as it stands afterwards; failures carry
 * the server's errMsgs for the error toast (SPEC §8).
 */
export interface ApiKeysGateway {
  /** GET /users/apikeys */
  list(): Promise<ApiKey[]>;
  /** POST /users/apikeys: creates a key. */
  create(): Promise<ApiKey[]>;
  /** DELETE /users/apikeys/{id}; an empty id is refused before any call ("invalid id", SPEC §5). */
  remove(id: string): Promise<ApiKey[]>;
}

export const ApiKeysGateway = token<ApiKeysGateway>("ApiKeysGateway");
