import type { Feedback } from "../../../core/feedback/feedback.dto.ts";
import type { FeedbackGateway } from "../../../core/feedback/feedback-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

export class HttpFeedbackGateway implements FeedbackGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  /** Sent as the signed-in person when someone is signed in (the gateway then knows who wrote), else as a visitor. */
  async sendFeedback(feedback: Feedback): Promise<{ readonly id: string }> {
    const { topic, message, email } = feedback;
    const body = { topic, message, ...(email ? { email } : {}) };
    return idOf(await this.http.post("/feedback", { body, auth: "optional-session" }));
  }
}

function idOf(answer: unknown): { readonly id: string } {
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== "string") throw new TypeError("Expected the stored feedback's id");
  return { id };
}
