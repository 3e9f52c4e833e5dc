import { HttpBillingGateway } from "../../adapters/gateway-http/billing/http-billing-gateway.adapter.ts";
import { billingSeed } from "../../adapters/gateway-memory/billing/billing.seed.ts";
import { recordCards, recordInvoices } from "../../gateway/billing/ledger-records.ts";
import { customerIdOf } from "../../gateway/billing/payment-customer.ts";
import { systemClock } from "../../gateway/server/system-clock.ts";
import { billingGatewayConformance } from "./billing.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

billingGatewayConformance(billingSeed(systemClock), async ({ invoices, paymentMethods }) => {
  const { person, client } = await reference.freshPerson();
  const { gateway } = reference;
  const customerId = await customerIdOf(gateway.deps, person.user);
  await recordInvoices(gateway.db, customerId, invoices);
  await recordCards(gateway.db, customerId, paymentMethods);
  return new HttpBillingGateway(client);
});
