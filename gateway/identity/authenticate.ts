import type { FastifyRequest } from "fastify";
import type { Database } from "../database/database.ts";
import { forbidden, unauthorized } from "../server/http-problem.ts";
import type { TokenVerifier } from "./token-verifier.port.ts";
import { provisionUser, type UserRow } from "./users.repository.ts";

export const NOT_SIGNED_IN = "Sign in to continue: the access token is missing, invalid or expired.";
export const ACCOUNT_SUSPENDED = "This account is suspended. Contact support.";

/** What authentication reads of a request: its headers. A Fastify request is one. */
type AuthenticatedRequest = Pick<FastifyRequest, "headers">;

const signedIn = new WeakMap<AuthenticatedRequest, UserRow>();

/** The bearer token of a request, or null. */
export function bearerTokenOf(request: AuthenticatedRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A preHandler: refuses the request unless it carries a valid ID token of an active user, then remembers the user. */
export function authenticate(db: Database, verifier: TokenVerifier) {
  return async (request: AuthenticatedRequest): Promise<void> => {
    const token = bearerTokenOf(request);
    const identity = token ? await verifier.verify(token) : null;
    if (!identity) throw unauthorized(NOT_SIGNED_IN);
    const user = await provisionUser(db, identity);
    if (user.suspended) throw forbidden(ACCOUNT_SUSPENDED);
    signedIn.set(request, user);
  };
}

/** Marks a request as made by this user (API-key authentication does this after finding the key's owner). */
export function setSignedInUser(request: AuthenticatedRequest, user: UserRow): void {
  signedIn.set(request, user);
}

/** The user an authenticated route runs for. */
export function signedInUser(request: AuthenticatedRequest): UserRow {
  const user = signedIn.get(request);
  if (!user) throw unauthorized(NOT_SIGNED_IN);
  return user;
}
