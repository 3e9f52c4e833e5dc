import type { FastifyInstance } from "fastify";
import { changedFields } from "../../core/audit/changed-fields.ts";
import { NO_WEBHOOK } from "../../core/budget-alerts/webhook-refusals.ts";
import { webhookUrlProblem } from "../../core/budget-alerts/webhook-url-rule.ts";
import { authenticate } from "../identity/authenticate.ts";
import { auditedChange } from "../organization/audited-change.ts";
import { refuseNulCharacters } from "../organization/nul-characters.ts";
import {
  lockOrganization,
  type OrganizationRoute,
  type OrganizationRow,
  organizationCall,
} from "../organization/organization-access.ts";
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
      const { organization, role } = await manage(request);
      const { url: given } = inputFields(request.body);
      const problem = webhookUrlProblem(given);
      if (problem) throw badRequest(problem);
      const url = String(given).trim();
      const refused = await webhookAddressRefusal(url, outbound);
      if (refused) throw badRequest(refused);
      return auditedChange(deps, request, { organizationId: organization.id, role }, async (tx, record) => {
        await lockOrganization(tx, organization.id);
        const before = await webhookRowOf(tx, organization.id);
        const saved = await saveWebhook(tx, cipher, organization.id, url, now());
        // A new secret each save: its hint changes even when the URL does not.
        const changed = changedFields(before ? webhookSnapshot(before) : {}, webhookSnapshot(saved));
        if (changed)
          await record({
            kind: "WEBHOOK_CHANGED",
            subject: webhookSubject(organization),
            ...changed,
            before: before ? changed.before : null,
          });
        return saved;
      });
    });

    scope.delete<OrganizationRoute>(PATH, { schema: WEBHOOKS_OPERATIONS.remove }, async (request, reply) => {
      const { organization, role } = await manage(request);
      await auditedChange(deps, request, { organizationId: organization.id, role }, async (tx, record) => {
        await lockOrganization(tx, organization.id);
        const before = await webhookRowOf(tx, organization.id);
        await removeWebhook(tx, organization.id);
        await failPendingDeliveries(tx, organization.id, WEBHOOK_REMOVED);
        if (before)
          await record({
            kind: "WEBHOOK_CHANGED",
            subject: webhookSubject(organization),
            before: webhookSnapshot(before),
            after: null,
          });
      });
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

function webhookSubject(organization: OrganizationRow) {
  return { type: "webhook", id: organization.id, name: organization.name };
}

/** What the audit log shows of the webhook: where it posts and its secret's hint, never the secret. */
function webhookSnapshot(webhook: { readonly url: string; readonly secretHint: string }) {
  return { url: webhook.url, secretHint: webhook.secretHint };
}
