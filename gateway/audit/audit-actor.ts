import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../../core/audit/audit-entry.ts";
import { signedInUser } from "../identity/authenticate.ts";

/** The signed-in caller as an audit entry names them, acting with `role` (OWNER, SUPER_ADMIN, ADMIN, MEMBER). */
export function auditActorOf(request: FastifyRequest, role: string): AuditActor {
  const user = signedInUser(request);
  return { id: user.id, email: user.email, role };
}

/** The client's address as recorded: the connection's, or the forwarded one when GATEWAY_TRUSTED_PROXIES trusts the sender. */
export function clientAddressOf(request: FastifyRequest): string | null {
  return request.ip || null;
}

/** Who the seed's changes are recorded as. */
export const SYSTEM_ACTOR: AuditActor = { id: "system", email: "", role: "SYSTEM" };
