import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpApiKeysGateway } from "../adapters/gateway-http/api-keys/http-api-keys-gateway.adapter.ts";
import { HttpChatCompletionsGateway } from "../adapters/gateway-http/chat-completions/http-chat-completions-gateway.adapter.ts";
import { chatCompletionBody } from "../core/chat-completions/chat-completion-body.ts";
import type { ChatCompletionRequest } from "../core/chat-completions/chat-completion-request.ts";
import { PLAYGROUND_DEFAULTS } from "../core/chat-completions/playground-settings.ts";
import { GatewayError } from "../core/errors/gateway-error.ts";
import { RouteName } from "../core/routing/route-name.ts";
import {
  apiKeyRecord,
  issuedSecret,
  LIMITED_KEY_SETTINGS,
  limitedKeySettings,
  maskedApiKeyValue,
} from "./api-key-shapes.ts";
import {
  api,
  apiWithStateId,
  clientFor,
  errMsgs,
  gatewayPact,
  isoDateTime,
  JSON_BODY,
  refusedSessionGet,
  SESSION,
  stateValue,
  success,
} from "./gateway-pact.ts";

const { eachLike, fromProviderState, integer, like } = MatchersV3;
const pact = gatewayPact();

/** The path of the state's first key (key-1), with what follows it. */
const keyPath = (suffix = "") =>
  MatchersV3.fromProviderState(
    `${api("/users/apikeys")}/${stateValue("id")}${suffix}`,
    `${api("/users/apikeys")}/key-1${suffix}`,
  );

const gatewayAt = (mockServer: Parameters<typeof clientFor>[0]) =>
  new HttpApiKeysGateway(clientFor(mockServer).client);

describe("the API keys contract", () => {
  it("lists the user's keys, named and masked", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 2 })
      .uponReceiving("a request for the user's API keys")
      .withRequest("GET", api("/users/apikeys"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(apiKeyRecord(), 2)))
      .executeTest(async (mockServer) => {
        const keys = await gatewayAt(mockServer).list();
        expect(keys).toHaveLength(2);
        expect(keys[0]).toMatchObject({ name: "Key 1", value: "mrd-2...d4c3b", allowedModels: null });
        expect(keys[0]?.createdAt).toBeInstanceOf(Date);
      });
  });

  it("makes a key without settings: the list, the new key's secret in full", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a request to create an API key")
      .withRequest("POST", api("/users/apikeys"), (request) => request.headers(SESSION))
      .willRespondWith(success(201), (response) =>
        response.jsonBody([
          apiKeyRecord(),
          apiKeyRecord({ id: like("key-2"), name: like("Key 2"), ...issuedSecret }),
        ]),
      )
      .executeTest(async (mockServer) => {
        const keys = await gatewayAt(mockServer).create();
        expect(keys.filter((key) => key.secretInFull)).toHaveLength(1);
        expect(keys.at(-1)?.value).toBe("mrd-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b");
      });
  });

  it("makes a key with its settings: the answer echoes them", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .given("a user with API keys", { count: 0 })
      .uponReceiving("a request to create an API key with a name, an expiry, a budget, limits and one model")
      .withRequest("POST", api("/users/apikeys"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody(LIMITED_KEY_SETTINGS),
      )
      .willRespondWith(success(201), (response) =>
        response.jsonBody([apiKeyRecord({ ...limitedKeySettings, ...issuedSecret })]),
      )
      .executeTest(async (mockServer) => {
        const [key] = await gatewayAt(mockServer).create(LIMITED_KEY_SETTINGS);
        expect(key).toMatchObject({ ...LIMITED_KEY_SETTINGS, secretInFull: true });
      });
  });

  it("refuses settings that break a rule with the rule's words (400)", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 0 })
      .uponReceiving("a request to create an API key with a budget below a cent")
      .withRequest("POST", api("/users/apikeys"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ ...LIMITED_KEY_SETTINGS, allowedModels: null, monthlyBudgetUsd: 0 }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(errMsgs("monthlyBudgetUsd must be at least 0.01")),
      )
      .executeTest(async (mockServer) => {
        const error = await gatewayAt(mockServer)
          .create({ ...LIMITED_KEY_SETTINGS, allowedModels: null, monthlyBudgetUsd: 0 })
          .catch((e: unknown) => e);
        expect(error).toMatchObject({
          status: 400,
          serverMessages: ["monthlyBudgetUsd must be at least 0.01"],
        });
      });
  });

  it("edits a key's settings, whole, and answers the list masked", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a request to edit the settings of one of the user's API keys")
      .withRequest("PUT", keyPath(), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody(LIMITED_KEY_SETTINGS),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(apiKeyRecord(limitedKeySettings), 1)))
      .executeTest(async (mockServer) => {
        const [key] = await gatewayAt(mockServer).update("key-1", LIMITED_KEY_SETTINGS);
        expect(key).toMatchObject(LIMITED_KEY_SETTINGS);
        expect(key?.secretInFull).toBeUndefined();
      });
  });

  it("rotates a key with a grace: the new secret in full, and until when the old one works", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a request to rotate one of the user's API keys with a 1-hour grace")
      .withRequest("POST", keyPath("/rotate"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ grace: "1h" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody([apiKeyRecord({ ...issuedSecret, previousSecretUntil: isoDateTime() })]),
      )
      .executeTest(async (mockServer) => {
        const [key] = await gatewayAt(mockServer).rotate("key-1", "1h");
        expect(key).toMatchObject({ secretInFull: true, previousSecretUntil: "2025-03-14T12:00:00.000Z" });
      });
  });

  it("refuses to rotate a revoked key: the gateway's words, no error page (409)", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 1, revoked: true })
      .uponReceiving("a request to rotate a revoked API key")
      .withRequest("POST", keyPath("/rotate"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ grace: "none" }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(errMsgs("This API key was revoked; it cannot be rotated.")),
      )
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const error = await new HttpApiKeysGateway(client).rotate("key-1", "none").catch((e: unknown) => e);
        expect(error).toMatchObject({
          status: 409,
          serverMessages: ["This API key was revoked; it cannot be rotated."],
        });
        expect(pages).toEqual([]);
      });
  });

  it("revokes a key and answers the list, the key marked revoked", async () => {
    await pact
      .addInteraction()
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a request to revoke one of the user's API keys")
      .withRequest("POST", keyPath("/revoke"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike(apiKeyRecord({ value: maskedApiKeyValue(), revokedAt: isoDateTime() }), 1),
        ),
      )
      .executeTest(async (mockServer) => {
        const [key] = await gatewayAt(mockServer).revoke("key-1");
        expect(key?.revokedAt).toBe("2025-03-14T12:00:00.000Z");
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
      .willRespondWith(success(200), (response) => response.jsonBody(eachLike(apiKeyRecord(), 1)))
      .executeTest(async (mockServer) => {
        const keys = await gatewayAt(mockServer).remove("key-1");
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

/** The playground's question asked with one of the person's keys, by id. */
const withKey: ChatCompletionRequest = {
  model: { systemName: "gpt-4o-mini", hasReasoning: false },
  messages: [{ role: "user", content: "What is a watt?" }],
  settings: PLAYGROUND_DEFAULTS,
  apiKeyId: "key-1",
  sessionId: "conversation-1",
};

/** The state's first key, by id, as the playground names it with the session. */
const KEY_ID_HEADER = { "x-api-key-id": fromProviderState(stateValue("id"), "key-1") };

describe("the playground using a key by id", () => {
  it("asks with the session and the key's id, and reads the answer", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a chat completion asked with the session and one of the person's keys by id")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY, ...KEY_ID_HEADER, sessionId: "conversation-1" })
          .jsonBody(chatCompletionBody(withKey, false)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          choices: eachLike({ message: { role: like("assistant"), content: like("A joule per second.") } }),
          usage: { prompt_tokens: integer(14), completion_tokens: integer(9), total_tokens: integer(23) },
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await new HttpChatCompletionsGateway(clientFor(mockServer).client).complete(withKey);
        expect(result.message).toBe("A joule per second.");
      });
  });

  it("tells a revoked key's refusal in place: the gateway's words, no error page (401)", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .given("a user with API keys", { count: 1, revoked: true })
      .uponReceiving("a chat completion asked with a revoked key by id")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY, ...KEY_ID_HEADER, sessionId: "conversation-1" })
          .jsonBody(chatCompletionBody(withKey, false)),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody({
          ...errMsgs("This API key was revoked."),
          error: { message: like("This API key was revoked."), code: "invalid_api_key" },
        }),
      )
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const error = await new HttpChatCompletionsGateway(client).complete(withKey).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 401, serverMessages: ["This API key was revoked."] });
        expect(pages).toEqual([]);
      });
  });
});
