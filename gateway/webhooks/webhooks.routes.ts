import type { FastifyInstance } from "fastify";
import { NO_WEBHOOK } from "../../core/budget-alerts/webhook-refusals.ts";
import { webhookUrlProblem } from "../../core/budget-alerts/webhook-url-rule.ts";
import { authenticate } from "../identity/authenticate.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import { type OrganizationRoute, organizationCall } from "../organization/organization-access.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest, notFound } from "../server/http-problem.ts";
import { inputFields } from "../server/validated-input.ts";
import { removeWebhook, saveWebhook, webhookRowOf, webhookView } from "./organization-webhook.repository.ts";
import { webhookAddressRefusal } from "./webhook-address-check.ts";
import {
  deliveriesOf,
  enqueueWebhookDelivery,
  failPendingDeliveries,
} from "./webhook-deliveries.repository.ts";
import { serverWebhookWorker, WEBHOOK_REMOVED } from "./webhook-delivery-worker.ts";
import { TEST_EVENT, TEST_EVENT_MESSAGE } from "./webhook-event.ts";
import { WEBHOOKS_OPERATIONS } from "./webhooks.operations.ts";

const PATH = "/organization/:orgId/webhook";

/** The organization's webhook, its test and its delivery log: the owner and super admins only. */
export async function webhooksRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  const { db, clock, cipher, outbound, identity } = deps;
  const worker = serverWebhookWorker(app, deps);
  const now = () => new Date(clock.now()).toISOString();
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(db, identity));
    scope.addHook("preHandler", refuseNulCharacters);
    const manage = (request: Parameters<typeof organizationCall>[1]) =>
      organizationCall(db, request, "manageWebhook");

    scope.get<OrganizationRoute>(PATH, { schema: WEBHOOKS_OPERATIONS.get }, async (request) => {
      const { organization } = await manage(request);
      const row = await webhookRowOf(db, organization.id);
      if (!row) throw notFound(NO_WEBHOOK);
      return webhookView(row);
    });

    scope.put<OrganizationRoute>(PATH, { schema: WEBHOOKS_OPERATIONS.save }, async (request) => {
      const { organization } = await manage(request);
      const { url: given } = inputFields(request.body);
      const problem = webhookUrlProblem(given);
      if (problem) throw badRequest(problem);
      const url = String(given).trim();
      const refused = await webhookAddressRefusal(url, outbound);
      if (refused) throw badRequest(refused);
      return saveWebhook(db, cipher, organization.id, url, now());
    });

    scope.delete<OrganizationRoute>(PATH, { schema: WEBHOOKS_OPERATIONS.remove }, async (request, reply) => {
      const { organization } = await manage(request);
      await removeWebhook(db, organization.id);
      await failPendingDeliveries(db, organization.id, WEBHOOK_REMOVED);
      return reply.code(204).send();
    });

    scope.post<OrganizationRoute>(
      `${PATH}/test`,
      { schema: WEBHOOKS_OPERATIONS.test },
      async (request, reply) => {
        const { organization } = await manage(request);
        if (!(await webhookRowOf(db, organization.id))) throw notFound(NO_WEBHOOK);
        const id = await enqueueWebhookDelivery(db, {
          organizationId: organization.id,
          type: TEST_EVENT,
          data: { message: TEST_EVENT_MESSAGE },
          createdAt: now(),
        });
        // Sent before the answer: the person reads its outcome in the log next, and nothing writes after the answer.
        await worker.sendNow(id);
        return reply.code(204).send();
      },
    );

    scope.get<OrganizationRoute>(
      `${PATH}/deliveries`,
      { schema: WEBHOOKS_OPERATIONS.deliveries },
      async (request) => {
        const { organization } = await manage(request);
        return { data: await deliveriesOf(db, organization.id) };
      },
    );
  });
}
