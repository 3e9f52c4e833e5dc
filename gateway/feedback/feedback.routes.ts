import type { FastifyInstance } from "fastify";
import { FeedbackDto } from "../../core/feedback/feedback.dto.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { validatedInput } from "../server/validated-input.ts";
import { FEEDBACK_OPERATIONS } from "./feedback.operations.ts";
import { storeFeedback } from "./feedback.repository.ts";
import { optionalSenderOf } from "./feedback-sender.ts";

/**
 * POST /feedback (an addition to SPEC §7, whose feedback page does not say where feedback goes): stores it and
 * answers 201 `{ id }`. Anyone may send it; a valid bearer token attaches the signed-in person (optionalSenderOf).
 * The rate limit of every call applies: per token, or per address for visitors.
 */
export async function feedbackRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  app.post("/feedback", { schema: FEEDBACK_OPERATIONS.send }, async (request, reply) => {
    const sender = await optionalSenderOf(request, deps);
    const sent = validatedInput(FeedbackDto, request.body);
    const id = await storeFeedback(
      deps.db,
      sent,
      sender?.id ?? null,
      new Date(deps.clock.now()).toISOString(),
    );
    request.log.info({ feedbackId: id, topic: sent.topic, userId: sender?.id ?? null }, "feedback received");
    reply.code(201);
    return { id };
  });
}
