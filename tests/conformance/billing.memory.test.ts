import { MemoryBillingGateway } from "../../adapters/gateway-memory/billing/memory-billing-gateway.adapter.ts";
import { billingGatewayConformance } from "./billing.conformance.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";

billingGatewayConformance(SEEDS.billing, async (given) => new MemoryBillingGateway(given));
