import { HttpFeedbackGateway } from "../../adapters/gateway-http/feedback/http-feedback-gateway.adapter.ts";
import { fixedTokens, testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import { feedbackGatewayConformance } from "./feedback.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

feedbackGatewayConformance(async (sender) => {
  const { client } = await reference.freshPerson();
  if (sender === "a signed-in person") return new HttpFeedbackGateway(client);
  const visitor = testClient(reference.gateway.apiUrl, { tokens: fixedTokens(null) }).client;
  return new HttpFeedbackGateway(visitor);
});
