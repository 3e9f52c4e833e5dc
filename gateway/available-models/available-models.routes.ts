import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";

export async function availableModelsRoutes(_app: FastifyInstance, _deps: GatewayDeps): Promise<void> {}
