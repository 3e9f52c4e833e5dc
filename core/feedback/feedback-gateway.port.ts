import { token } from "../wiring/token.ts";
import type { Feedback } from "./feedback.dto.ts";

/** Where feedback goes (an addition to SPEC §7). */
export interface FeedbackGateway {
  /** POST /feedback, with or without a session: stores it and answers its id. */
  sendFeedback(feedback: Feedback): Promise<{ readonly id: string }>;
}

export const FeedbackGateway = token<FeedbackGateway>("FeedbackGateway");
