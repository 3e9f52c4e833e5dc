import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { type Feedback, FeedbackDto } from "../../../core/feedback/feedback.dto.ts";
import type { FeedbackGateway } from "../../../core/feedback/feedback-gateway.port.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";

/** Feedback as the memory gateway keeps it. */
export interface StoredFeedback extends Feedback {
  readonly id: string;
}

/**
 * POST /feedback in memory. The rules are the reference gateway's too (gateway/feedback); keep them in step:
 * feedback is read through core FeedbackDto (trimmed message, tidied reply address, a blank one dropped), and a
 * malformed one is a 400 with every broken rule; stored feedback is answered with its id.
 */
export class MemoryFeedbackGateway implements FeedbackGateway {
  private readonly stored: StoredFeedback[] = [];

  async sendFeedback(feedback: Feedback): Promise<{ readonly id: string }> {
    const { value, errMsgs } = validateInput(FeedbackDto, feedback);
    if (errMsgs.length > 0) throw GatewayError.http(400, ...new Set(errMsgs));
    const id = `feedback-${this.stored.length + 1}`;
    const { topic, message, email } = value;
    this.stored.push({ id, topic, message, ...(email === undefined ? {} : { email }) });
    return { id };
  }

  /** What was sent so far, oldest first (for tests: the dashboard never reads feedback back). */
  received(): readonly StoredFeedback[] {
    return structuredClone(this.stored);
  }
}
