import type { FastifyRequest } from "fastify";
import { ANTHROPIC_BASE_PATH } from "../../core/anthropic-messages/anthropic-base-path.ts";
import { API_PREFIX } from "./api-prefix.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route imitates Anthropic's API: its refusals take Anthropic's error shape (anthropic-error.ts in core). */
    readonly anthropicErrors?: boolean;
  }
}

/** Spread into the options of a route that imitates Anthropic's API. */
export const ANTHROPIC_COMPATIBLE = { config: { anthropicErrors: true } } as const;

/** Whether a refusal takes Anthropic's shape: its route opted in, or no route matched a path under the base. */
export function answersLikeAnthropic(request: FastifyRequest): boolean {
  if (request.routeOptions?.config?.anthropicErrors === true) return true;
  return request.is404 && request.url.startsWith(`${API_PREFIX}${ANTHROPIC_BASE_PATH}/`);
}
