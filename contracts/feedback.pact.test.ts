import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpFeedbackGateway } from "../adapters/gateway-http/feedback/http-feedback-gateway.adapter.ts";
import type { Feedback } from "../core/feedback/feedback.dto.ts";
import { api, clientFor, errMsgs, gatewayPact, JSON_BODY, SESSION, visitorFor } from "./gateway-pact.ts";

const { like } = MatchersV3;
const pact = gatewayPact();

const IDEA: Feedback = {
  topic: "idea",
  message: "A dark theme for the invoices would be lovely.",
  email: "ada@example.com",
};
const STORED = { id: like("0b9f6c1e-4f1a-4c2e-9d55-3f1e2a7c8b90") };

describe("the feedback contract", () => {
  it("stores a visitor's feedback", async () => {
    await pact
      .addInteraction()
      .uponReceiving("feedback from a visitor")
      .withRequest("POST", api("/feedback"), (request) => request.headers(JSON_BODY).jsonBody(IDEA))
      .willRespondWith(201, (response) => response.jsonBody(STORED))
      .executeTest(async (mockServer) => {
        const { client, pages } = visitorFor(mockServer);
        const stored = await new HttpFeedbackGateway(client).sendFeedback(IDEA);
        expect(stored.id).toEqual(expect.any(String));
        expect(pages).toEqual([]);
      });
  });

  it("stores a signed-in person's feedback as theirs", async () => {
    const question: Feedback = { topic: "question", message: "Can a department have two budgets?" };
    await pact
      .addInteraction()
      .given("a signed-in user", { email: "ada@meridian.example" })
      .uponReceiving("feedback from a signed-in user")
      .withRequest("POST", api("/feedback"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody(question),
      )
      .willRespondWith(201, (response) => response.jsonBody(STORED))
      .executeTest(async (mockServer) => {
        const stored = await new HttpFeedbackGateway(clientFor(mockServer).client).sendFeedback(question);
        expect(stored.id).toEqual(expect.any(String));
      });
  });

  it("refuses malformed feedback with the gateway's words, showing no error page (400)", async () => {
    const unknownTopic = { ...IDEA, topic: "complaint" as Feedback["topic"] };
    await pact
      .addInteraction()
      .uponReceiving("feedback about an unknown topic")
      .withRequest("POST", api("/feedback"), (request) => request.headers(JSON_BODY).jsonBody(unknownTopic))
      .willRespondWith(400, (response) =>
        response.jsonBody(errMsgs("topic must be one of idea, problem, question, praise")),
      )
      .executeTest(async (mockServer) => {
        const { client, pages } = visitorFor(mockServer);
        await expect(new HttpFeedbackGateway(client).sendFeedback(unknownTopic)).rejects.toMatchObject({
          status: 400,
          serverMessages: ["topic must be one of idea, problem, question, praise"],
        });
        expect(pages).toEqual([]);
      });
  });
});
