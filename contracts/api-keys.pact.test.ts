import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpApiKeysGateway } from "../adapters/gateway-http/api-keys/http-api-keys-gateway.adapter.ts";
import { GatewayError } from "../core/errors/gateway-error.ts";
import { RouteName } from "../core/routing/route-name.ts";
import {
  api,
  apiWithStateId,
  clientFor,
  errMsgs,
  gatewayPact,
  isoDateTime,
  refusedSessionGet,
  SESSION,
  success,
} from "./gateway-pact.ts";

const { eachLike, like } = MatchersV3;
const pact = gatewayPact();

const apiKey = {
  id: like("key-1"),
  value: like("mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f"),
  createdAt: isoDateTime(),
};

describe("the API keys contract", () => {
  it("lists the user's keys", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 2 })
      .uponReceiving("a request for the user's API keys")
      .withRequest("GET", api("/users/apikeys"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(apiKey, 2)))
      .executeTest(async (mockServer) => {
        const keys = await new HttpApiKeysGateway(clientFor(mockServer).client).list();
        expect(keys).toHaveLength(2);
        expect(keys[0]?.createdAt).toBeInstanceOf(Date);
      });
  });

  it("creates a key and answers with the whole list", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a request to create an API key")
      .withRequest("POST", api("/users/apikeys"), (request) => request.headers(SESSION))
      .willRespondWith(success(201), (response) => response.jsonBody(eachLike(apiKey, 2)))
      .executeTest(async (mockServer) => {
        const keys = await new HttpApiKeysGateway(clientFor(mockServer).client).create();
        expect(keys.map((key) => key.value)).toContain("mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f");
      });
  });

  it("deletes a key and answers with the list without it", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 2 })
      .uponReceiving("a request to delete one of the user's API keys")
      .withRequest("DELETE", apiWithStateId("/users/apikeys", "id", "key-1"), (request) =>
        request.headers(SESSION),
      )
      .willRespondWith(success(200), (response) => response.jsonBody(eachLike(apiKey, 1)))
      .executeTest(async (mockServer) => {
        const keys = await new HttpApiKeysGateway(clientFor(mockServer).client).remove("key-1");
        expect(keys).toHaveLength(1);
      });
  });

  it("refuses to delete a key the user does not have: the not-found page, and the server's errMsgs", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a request to delete an API key the user does not have")
      .withRequest("DELETE", api("/users/apikeys/key-of-someone-else"), (request) => request.headers(SESSION))
      .willRespondWith(404, (response) => response.jsonBody(errMsgs("API key not found")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const error = await new HttpApiKeysGateway(client)
          .remove("key-of-someone-else")
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GatewayError);
        expect(error).toMatchObject({ status: 404, serverMessages: ["API key not found"] });
        expect(pages).toEqual([RouteName.NOT_FOUND]);
      });
  });

  it("turns away an expired session: the access-denied page", async () => {
    await refusedSessionGet(
      pact
        .addInteraction()
        .given("the access token is not accepted")
        .uponReceiving("a request for API keys with a rejected access token"),
      "/users/apikeys",
      [401, "Unauthorized"],
      (client) => new HttpApiKeysGateway(client).list(),
      RouteName.ACCESS_DENIED,
    );
  });
});
