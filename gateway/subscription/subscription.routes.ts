import type { FastifyInstance } from "fastify";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { sortTiersByPrice } from "../../core/subscription/sort-tiers-by-price.ts";
import { answeringPaymentFailures } from "../billing/payment-failures.ts";
import { authenticate, signedInUser } from "../identity/authenticate.ts";
import { auditedTransaction } from "../organization/audited-change.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { pathId } from "../server/path-id.ts";
import { validatedInput } from "../server/validated-input.ts";
import { cancelSubscription } from "./cancel-subscription.service.ts";
import { settledRunningSubscription } from "./settle-subscription.ts";
import { subscribe } from "./subscribe.service.ts";
import { SUBSCRIPTION_OPERATIONS } from "./subscription.operations.ts";
import { CancelSubscriptionDto, SubscribeDto } from "./subscription-inputs.dto.ts";
import { type SubscriptionRow, subscriptionRecordOf, tierRecordOf } from "./subscription-records.ts";
import { tierById, tiersOnSale } from "./tiers.repository.ts";

/** The tier calls of SPEC §7: GET /tiers (public), GET /tiers/current, POST /tiers/subscribe/{tierId}, DELETE /tiers/subscription. */
export async function subscriptionRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.setReplySerializer(decimalJson("price"));
    tierRoutes(scope, deps);
  });
}

function tierRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  const signedIn = { preHandler: authenticate(deps.db, deps.identity) };

  // Recorded in the organizations the person owns (subscription-audit.ts), where they act as OWNER.
  const asOwner = { organizationId: null, role: OrganizationRole.OWNER };
  const withTier = async (row: SubscriptionRow) => {
    const tier = await tierById(deps.db, row.tierId);
    if (!tier) throw new Error(`subscription ${row.id} names a tier that does not exist`);
    return subscriptionRecordOf(row, tier);
  };

  const tiersOptions = { schema: SUBSCRIPTION_OPERATIONS.listTiers };
  app.get("/tiers", tiersOptions, async () =>
    sortTiersByPrice((await tiersOnSale(deps.db)).map(tierRecordOf)),
  );

  app.get("/tiers/current", { ...signedIn, schema: SUBSCRIPTION_OPERATIONS.currentTier }, async (request) => {
    const user = signedInUser(request);
    const running = await answeringPaymentFailures(request, 502, () =>
      settledRunningSubscription(deps, user.id),
    );
    return running ? [await withTier(running)] : [];
  });

  const subscribeOptions = { ...signedIn, schema: SUBSCRIPTION_OPERATIONS.subscribe };
  app.post<{ Params: { tierId: string } }>(
    "/tiers/subscribe/:tierId",
    subscribeOptions,
    async (request, reply) => {
      const tierId = pathId(request.params.tierId);
      const { paymentMethodId } = validatedInput(SubscribeDto, request.body);
      const user = signedInUser(request);
      const subscription = await answeringPaymentFailures(request, 500, () =>
        subscribe(deps, user, tierId, paymentMethodId || null, auditedTransaction(deps, request, asOwner)),
      );
      reply.code(201);
      return subscription;
    },
  );

  const cancelOptions = { ...signedIn, schema: SUBSCRIPTION_OPERATIONS.cancel };
  app.delete("/tiers/subscription", cancelOptions, async (request) => {
    const { immediate = false } = validatedInput(CancelSubscriptionDto, request.body);
    const user = signedInUser(request);
    const canceled = await answeringPaymentFailures(request, 502, () =>
      cancelSubscription(deps, user.id, immediate, auditedTransaction(deps, request, asOwner)),
    );
    return withTier(canceled);
  });
}
