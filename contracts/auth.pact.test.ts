import { describe, expect, it } from "vitest";
import { HttpAuthGateway } from "../adapters/gateway-http/auth/http-auth-gateway.adapter.ts";
import { api, clientFor, gatewayPact, SESSION, success } from "./gateway-pact.ts";

const pact = gatewayPact();

describe("the auth contract", () => {
  it("asks for the welcome email after a login, with no payload", async () => {
    await pact
      .addInteraction()
      .given("a signed-in user", { email: "ada@meridian.example" })
      .uponReceiving("a request for the welcome email")
      .withRequest("POST", api("/auth/send-welcome"), (request) => request.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        const { client } = clientFor(mockServer);
        await expect(new HttpAuthGateway(client).sendWelcome()).resolves.toBeUndefined();
      });
  });
});
