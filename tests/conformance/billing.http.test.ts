import { eq } from "drizzle-orm";
import { HttpBillingGateway } from "../../adapters/gateway-http/billing/http-billing-gateway.adapter.ts";
import { billingSeed } from "../../adapters/gateway-memory/billing/billing.seed.ts";
import { recordCards, recordInvoices } from "../../gateway/billing/ledger-records.ts";
import { customerIdOf } from "../../gateway/billing/payment-customer.ts";
import { chatHistory } from "../../gateway/chat-completions/chat-history.schema.ts";
import { users } from "../../gateway/identity/users.schema.ts";
import { systemClock } from "../../gateway/server/system-clock.ts";
import { billingGatewayConformance } from "./billing.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

billingGatewayConformance(
  { ...billingSeed(systemClock), usageCost: 0.0421 },
  async ({ invoices, paymentMethods, account, usageCost }) => {
    const { person, client } = await reference.freshPerson();
    const { gateway } = reference;
    const customerId = await customerIdOf(gateway.deps, person.user);
    await recordInvoices(gateway.db, customerId, invoices);
    await recordCards(gateway.db, customerId, paymentMethods);
    const { credit, receivedDefaultSystemCredit, setupPaymentMethodError, createdAt } = account;
    await gateway.db
      .update(users)
      .set({ credit, receivedDefaultSystemCredit, setupPaymentMethodError, createdAt })
      .where(eq(users.id, person.uid));
    // The usage is what the person's recorded requests cost: one request of that cost.
    if (usageCost > 0) {
      await gateway.db.insert(chatHistory).values({
        id: `req-${person.uid}`,
        userId: person.uid,
        vendor: "OpenAI",
        model: "gpt-4o-mini",
        statusCode: 200,
        totalCost: usageCost,
      });
    }
    return new HttpBillingGateway(client);
  },
);
