import { token } from "../wiring/token.ts";
/**
 * Gives the access token for a call to the gateway, refreshed first when it is about to expire. The identity
 * adapters implement it (one refresh at a time; calls arriving meanwhile wait for it); the HTTP gateway uses it.
 */
export interface AccessTokenSource {
  /** Resolves with a fresh token, or null when nobody is signed in. */
  freshAccessToken(): Promise<string | null>;
}

export const AccessTokenSource = token<AccessTokenSource>("AccessTokenSource");
