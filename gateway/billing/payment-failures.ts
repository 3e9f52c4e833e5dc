import type { FastifyRequest } from "fastify";
import { badRequest, HttpProblem } from "../server/http-problem.ts";
import { PaymentProviderUnavailable, PaymentRefused } from "./payments.port.ts";

/**
 * Runs a call that reaches the payment provider and answers its failures: a refusal is the client's (400, the
 * provider's words); an unavailable provider is `unavailableStatus` (502 for reads; 500 for subscribing, whose
 * message the subscription page shows, SPEC §8).
 */
export async function answeringPaymentFailures<T>(
  request: FastifyRequest,
  unavailableStatus: 500 | 502,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentRefused) throw badRequest(error.message);
    if (error instanceof PaymentProviderUnavailable) {
      request.log.error({ err: error.cause }, "the payment provider failed");
      throw new HttpProblem(unavailableStatus, error.message);
    }
    throw error;
  }
}
