import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./http-problem.ts";

export const OPERATOR_TOKEN_WRONG = "The operator token is missing or wrong";
export const OPERATOR_ENDPOINTS_OFF =
  "The operators' endpoints are off: set GATEWAY_OPERATOR_TOKEN to turn them on";

/** Lets the call through only with `Authorization: Bearer <GATEWAY_OPERATOR_TOKEN>`, compared in constant time. */
export function requireOperator(request: FastifyRequest, operatorToken: string | null): void {
  if (!operatorToken) throw forbidden(OPERATOR_ENDPOINTS_OFF);
  if (!bearerIs(request, operatorToken)) throw unauthorized(OPERATOR_TOKEN_WRONG);
}

/** Whether the request's `Authorization: Bearer` is `token`, compared in constant time. */
export function bearerIs(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim() ?? "";
  // Digests of equal length, so the comparison says nothing of the token's length either.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
