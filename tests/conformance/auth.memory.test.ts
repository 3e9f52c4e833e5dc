import { MemoryAuthGateway } from "../../adapters/gateway-memory/auth/memory-auth-gateway.adapter.ts";
import { authGatewayConformance } from "./auth.conformance.ts";

authGatewayConformance(async () => new MemoryAuthGateway());
