import type { FastifyRequest } from "fastify";
import { authenticate, bearerTokenOf, signedInUser } from "../identity/authenticate.ts";
import type { UserRow } from "../identity/users.repository.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";

/**
 * Who sent a request that anyone may send: nobody without a bearer token; with one, the signed-in person. A token
 * that is sent must be valid (401 otherwise, 403 for a suspended account, as on every signed-in call): feedback
 * someone meant to send as themselves is never stored as a visitor's.
 */
export async function optionalSenderOf(request: FastifyRequest, deps: GatewayDeps): Promise<UserRow | null> {
  if (bearerTokenOf(request) === null) return null;
  await authenticate(deps.db, deps.identity)(request);
  return signedInUser(request);
}
