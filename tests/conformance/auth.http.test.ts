import { HttpAuthGateway } from "../../adapters/gateway-http/auth/http-auth-gateway.adapter.ts";
import { authGatewayConformance } from "./auth.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

authGatewayConformance(async () => new HttpAuthGateway((await reference.freshPerson()).client));
