import { MemoryBillingGateway } from "../../adapters/gateway-memory/billing/memory-billing-gateway.adapter.ts";
import { MemoryPaymentLedger } from "../../adapters/gateway-memory/billing/memory-payment-ledger.ts";
import { billingGatewayConformance } from "./billing.conformance.ts";
import { FIXED_CLOCK, SEEDS } from "./memory-gateway.fixtures.ts";

billingGatewayConformance(
  { ...SEEDS.billing, usageCost: 0.0421 },
  async (given) =>
    new MemoryBillingGateway(new MemoryPaymentLedger(given, FIXED_CLOCK), given.account, {
      usageCost: () => given.usageCost,
    }),
);
