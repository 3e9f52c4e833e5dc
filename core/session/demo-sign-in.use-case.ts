import type { SessionStore } from "./session-store.ts";

/**
 * The zero-backend demo (profile `memory`) lets a visitor in without an identity provider. It is replaced by the
 * in-memory identity adapter of the identity issue; no other profile offers it.
 */
export function signInWithDemoAccount(sessions: SessionStore): void {
  sessions.start({ token: "demo-access-token", refreshToken: "demo-refresh-token" });
}
