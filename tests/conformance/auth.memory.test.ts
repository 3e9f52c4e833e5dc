import { MemoryAuthGateway } from "../../adapters/gateway-memory/memory-auth-gateway.adapter.ts";
import { authGatewayConformance } from "./auth.conformance.ts";

authGatewayConformance(async () => new MemoryAuthGateway());
