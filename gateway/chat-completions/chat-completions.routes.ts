import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";

export async function chatCompletionsRoutes(_app: FastifyInstance, _deps: GatewayDeps): Promise<void> {}
