import { describe, expect, it } from "vitest";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import type { Feedback } from "../../core/feedback/feedback.dto.ts";
import type { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";

/** Who sends the feedback: anyone may. */
export type FeedbackSender = "a visitor" | "a signed-in person";

const IDEA: Feedback = { topic: "idea", message: "A dark theme for the invoices would be lovely." };

export function feedbackGatewayConformance(
  arrange: (sender: FeedbackSender) => Promise<FeedbackGateway>,
): void {
  describe("the feedback gateway", () => {
    it.each<FeedbackSender>(["a visitor", "a signed-in person"])(
      "stores feedback from %s and answers its id",
      async (sender) => {
        const gateway = await arrange(sender);
        const first = await gateway.sendFeedback(IDEA);
        const second = await gateway.sendFeedback({ ...IDEA, topic: "praise", email: "ada@example.com" });
        expect(first.id).toEqual(expect.any(String));
        expect(second.id).not.toBe(first.id);
      },
    );

    it("takes a blank reply address as none", async () => {
      const gateway = await arrange("a visitor");
      await expect(gateway.sendFeedback({ ...IDEA, email: "  " })).resolves.toMatchObject({
        id: expect.any(String),
      });
    });

    it("refuses malformed feedback with status 400, saying everything that is wrong", async () => {
      const gateway = await arrange("a visitor");
      const error = await gateway
        .sendFeedback({ topic: "complaint" as Feedback["topic"], message: "Meh", email: "ada at example" })
        .catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).status).toBe(400);
      expect((error as GatewayError).serverMessages).toEqual(
        expect.arrayContaining([
          "topic must be one of idea, problem, question, praise",
          "message must be longer than or equal to 10 characters",
          "email must be an email",
        ]),
      );
    });
  });
}
