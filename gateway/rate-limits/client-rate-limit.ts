import type { FastifyInstance, FastifyRequest } from "fastify";
import { secretHash } from "../api-keys/api-key-value.ts";
import { bearerTokenOf } from "../identity/authenticate.ts";
import { OPERATIONS_PATHS } from "../operations/operations-paths.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { HttpProblem } from "../server/http-problem.ts";
import { clientWindowLimits } from "../server/rate-limit-policy.ts";

/** A client is its credential's hash (no secret is kept as a counter's name), else its address. */
function clientOf(request: FastifyRequest): string {
  const credential = bearerTokenOf(request) ?? request.headers["x-api-key"];
  return typeof credential === "string" && credential !== "" ? secretHash(credential) : request.ip;
}

function tooManyRequests(retryAfterMs: number): HttpProblem {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpProblem(429, `Too many requests: try again in ${seconds} s.`).describedAs({
    retryAfterSeconds: seconds,
  });
}

/**
 * Every request but the operators' counts against its client's limit (GATEWAY_RATE_LIMIT_PER_SECOND), before it
 * is routed, through the counters every instance shares; over it, 429 with Retry-After.
 */
export function limitRequestsPerClient(app: FastifyInstance, deps: GatewayDeps): void {
  app.addHook("onRequest", async (request) => {
    // A prober or a scraper is never turned away by the clients' limit.
    if (OPERATIONS_PATHS.has(request.url.split("?", 1)[0] as string)) return;
    const limits = clientWindowLimits(deps.rateLimit, clientOf(request));
    const refusal = await deps.rateLimitCounters.admit(limits, deps.clock.now());
    if (refusal) throw tooManyRequests(refusal.retryAfterMs);
  });
}
