import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";

export async function usageLogsRoutes(_app: FastifyInstance, _deps: GatewayDeps): Promise<void> {}
