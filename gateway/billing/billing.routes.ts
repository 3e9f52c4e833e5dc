import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { NewCardDto } from "../../core/billing/new-card.dto.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { users } from "../identity/users.schema.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest } from "../server/http-problem.ts";
import { validatedInput } from "../server/validated-input.ts";
import { BILLING_OPERATIONS } from "./billing.operations.ts";
import { InvoicePageQueryDto, pageOf } from "./invoice-page-query.dto.ts";
import { customerIdOf, refreshAccountFigures } from "./payment-customer.ts";
import { answeringPaymentFailures } from "./payment-failures.ts";
import { PaymentRefused } from "./payments.port.ts";

/** GET /tiers/invoices, GET /stripe/payment-methods, and POST /stripe/payment-methods to save a card. */
export async function billingRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.setReplySerializer(decimalJson("amount"));
    invoiceRoutes(scope, deps);
  });
  paymentMethodRoutes(app, deps);
}

function invoiceRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  const signedIn = { preHandler: authenticate(deps.db, deps.identity) };

  app.get("/tiers/invoices", { ...signedIn, schema: BILLING_OPERATIONS.listInvoices }, async (request) => {
    const page = pageOf(validatedInput(InvoicePageQueryDto, request.query));
    const customerId = signedInUser(request).paymentCustomerId;
    if (!customerId) {
      if (page.startingAfter !== null) throw badRequest("No such invoice");
      return { data: [], hasMore: false };
    }
    return answeringPaymentFailures(request, 502, () => deps.payments.listInvoices(customerId, page));
  });
}

function paymentMethodRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  const signedIn = { preHandler: authenticate(deps.db, deps.identity) };

  const listOptions = { ...signedIn, schema: BILLING_OPERATIONS.listPaymentMethods };
  app.get("/stripe/payment-methods", listOptions, async (request) => {
    const customerId = signedInUser(request).paymentCustomerId;
    if (!customerId) return [];
    return answeringPaymentFailures(request, 502, () => deps.payments.listPaymentMethods(customerId));
  });

  const addOptions = { ...signedIn, schema: BILLING_OPERATIONS.addPaymentMethod };
  app.post("/stripe/payment-methods", addOptions, async (request, reply) => {
    const card = validatedInput(NewCardDto, request.body);
    const user = signedInUser(request);
    const cards = await answeringPaymentFailures(request, 502, async () => {
      const customerId = await customerIdOf(deps, user);
      try {
        await deps.payments.addPaymentMethod(customerId, card);
      } catch (error) {
        if (error instanceof PaymentRefused) await recordSetupError(deps, user.id, error.message);
        throw error;
      }
      await refreshAccountFigures(deps, user.id);
      await recordSetupError(deps, user.id, null);
      return deps.payments.listPaymentMethods(customerId);
    });
    reply.code(201);
    return cards;
  });
}

async function recordSetupError(deps: GatewayDeps, userId: string, message: string | null): Promise<void> {
  await deps.db.update(users).set({ setupPaymentMethodError: message }).where(eq(users.id, userId));
}
