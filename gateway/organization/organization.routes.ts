import type { FastifyInstance } from "fastify";
import type { GatewayDeps } from "../server/gateway-deps.ts";

export async function organizationRoutes(_app: FastifyInstance, _deps: GatewayDeps): Promise<void> {}
