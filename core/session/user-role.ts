import type { Session } from "./session.entity.ts";

export enum UserRole {
  UNREGISTERED_USER = "UNREGISTERED_USER",
  REGISTERED_USER = "REGISTERED_USER",
}

/** Registered means both tokens are present and the session is authenticated (SPEC §4). */
export function deriveUserRole(session: Session): UserRole {
  return session.token && session.refreshToken && session.isAuthenticated
    ? UserRole.REGISTERED_USER
    : UserRole.UNREGISTERED_USER;
}
