import { fromDto, pathIds } from "../api-document/dto-schema.ts";
import { listAnswer, operation } from "../api-document/operation.ts";
import { ref } from "../api-document/schema-words.ts";
import { PAYMENT_PROVIDER_UNAVAILABLE } from "../billing/payments.port.ts";
import { NOTHING_TO_CANCEL } from "./cancel-subscription.service.ts";
import { ALREADY_SUBSCRIBED, PAYMENT_METHOD_REQUIRED, TIER_NOT_FOUND } from "./subscribe.service.ts";
import { SUBSCRIPTION_EXAMPLE, TIER_EXAMPLE } from "./subscription.components.ts";
import { CancelSubscriptionDto, SubscribeDto } from "./subscription-inputs.dto.ts";

export const SUBSCRIPTION_OPERATIONS = {
  listTiers: operation({
    id: "listTiers",
    summary: "List the tiers on sale",
    description:
      "By ascending price. The feature keyed `paymentMethod` says how each is bought: stripe, free or contact_sale.",
    tag: "Subscription",
    access: "public",
    answer: listAnswer("The tiers.", "Tier", TIER_EXAMPLE),
  }),

  currentTier: operation({
    id: "currentTier",
    summary: "Your current tier",
    description:
      "A list of one entry while a subscription runs (its renewal settled first), empty otherwise.",
    tag: "Subscription",
    access: "session",
    answer: listAnswer(
      "The running subscription with its tier, or nothing.",
      "Subscription",
      SUBSCRIPTION_EXAMPLE,
    ),
    refusals: { 502: ["The payment provider failed.", PAYMENT_PROVIDER_UNAVAILABLE] },
  }),

  subscribe: operation({
    id: "subscribe",
    summary: "Subscribe to a tier",
    description:
      "Replaces the running subscription. A tier paid by card (stripe) charges its first period on one of your " +
      "saved cards, named by paymentMethodId; a free tier needs none; a contact_sale tier is sold by the sales team " +
      "and refused here. A refused card leaves everything as it was.",
    tag: "Subscription",
    access: "session",
    params: pathIds({ tierId: "The tier's id." }),
    body: fromDto(SubscribeDto, {
      properties: { paymentMethodId: { description: "A saved card's id (GET /stripe/payment-methods)." } },
    }),
    answer: {
      status: 201,
      description: "The new subscription with its tier.",
      schema: ref("Subscription"),
      example: SUBSCRIPTION_EXAMPLE,
    },
    refusals: {
      400: [
        "No payment method for a paid tier, a tier sold by the sales team, a card refused, or a blank id.",
        PAYMENT_METHOD_REQUIRED,
      ],
      404: ["No tier with this id.", TIER_NOT_FOUND],
      409: ["Already subscribed to this tier.", ALREADY_SUBSCRIBED],
      500: ["The payment provider failed.", PAYMENT_PROVIDER_UNAVAILABLE],
    },
  }),

  cancel: operation({
    id: "cancelSubscription",
    summary: "Cancel your subscription",
    description:
      "At the end of the paid period by default (the subscription then shows canceledAt and runs until " +
      "expiresAt), or at once with immediate: true. A free subscription has no period: it ends at once either way.",
    tag: "Subscription",
    access: "session",
    body: fromDto(CancelSubscriptionDto, {
      properties: {
        immediate: { description: "End it now rather than at the end of the period.", default: false },
      },
    }),
    answer: {
      status: 200,
      description: "The cancelled subscription with its tier.",
      schema: ref("Subscription"),
      example: { ...SUBSCRIPTION_EXAMPLE, canceledAt: "2025-03-20T08:30:00.000Z" },
    },
    refusals: {
      400: ["immediate is not a boolean.", "immediate must be a boolean value"],
      409: ["No subscription runs.", NOTHING_TO_CANCEL],
      502: ["The payment provider failed.", PAYMENT_PROVIDER_UNAVAILABLE],
    },
  }),
};
