import type { FastifyRequest } from "fastify";
import { notFound, unauthorized } from "../server/http-problem.ts";
import { bearerIs } from "../server/operator-token.ts";

export const METRICS_TOKEN_WRONG =
  "The metrics token is missing or wrong: send Authorization: Bearer <GATEWAY_METRICS_TOKEN>.";
export const METRICS_OFF = "Metrics are off: set GATEWAY_METRICS_TOKEN to turn them on.";

/** Lets the scrape through only with `Authorization: Bearer <GATEWAY_METRICS_TOKEN>`; 404 while none is set. */
export function requireMetricsToken(request: FastifyRequest, metricsToken: string | null): void {
  if (!metricsToken) throw notFound(METRICS_OFF);
  if (!bearerIs(request, metricsToken)) throw unauthorized(METRICS_TOKEN_WRONG);
}
