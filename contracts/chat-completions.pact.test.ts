import { MatchersV3, type V3MockServer } from "@pact-foundation/pact";
import { lastValueFrom, toArray } from "rxjs";
import { describe, expect, it } from "vitest";
import { HttpChatCompletionsGateway } from "../adapters/gateway-http/chat-completions/http-chat-completions-gateway.adapter.ts";
import type { ChatCompletionRequest } from "../core/chat-completions/chat-completion-request.ts";
import { PLAYGROUND_DEFAULTS } from "../core/chat-completions/playground-settings.ts";
import { RoutingStrategy } from "../core/chat-completions/routing-strategy.ts";
import { GatewayError } from "../core/errors/gateway-error.ts";
import { RouteName } from "../core/routing/route-name.ts";
import {
  api,
  clientFor,
  errMsgs,
  gatewayPact,
  JSON_BODY,
  SESSION,
  stateValue,
  textBody,
} from "./gateway-pact.ts";

const { eachLike, fromProviderState, integer, like, regex } = MatchersV3;
const pact = gatewayPact();

const conversation: ChatCompletionRequest = {
  model: { systemName: "gpt-4o-mini", hasReasoning: false },
  messages: [
    { role: "user", content: "What is a watt?" },
    { role: "assistant", content: null },
  ],
  systemPrompt: "Be brief.",
  settings: PLAYGROUND_DEFAULTS,
};

const sentMessagesWith = (question: string) => [
  { role: "system", content: "Be brief." },
  { role: "user", content: question },
];

const sentMessages = sentMessagesWith("What is a watt?");

const ordinaryModelBody = (stream: boolean) => ({
  messages: sentMessages,
  model: "gpt-4o-mini",
  temperature: 0.7,
  top_p: 0.9,
  frequency_penalty: 1.1,
  stream,
  max_tokens: 1024,
});

const usage = { prompt_tokens: integer(14), completion_tokens: integer(9), total_tokens: integer(23) };

/** A key the provider state creates for the user; the verifier sends it as the bearer. */
const KEY_BEARER = {
  Authorization: fromProviderState(
    `Bearer ${stateValue("apiKey")}`,
    "Bearer mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f",
  ),
};

const STREAM_EXAMPLE = [
  'data: {"choices":[{"delta":{"role":"assistant"}}]}',
  'data: {"choices":[{"delta":{"content":"A joule"}}]}',
  'data: {"choices":[{"delta":{"content":" per second."}}]}',
  'data: {"choices":[],"usage":{"prompt_tokens":14,"completion_tokens":9,"total_tokens":23}}',
  "data: [DONE]",
  "",
].join("\n\n");

/** The event stream the gateway answers a streamed chat completion with, with the headers named besides. */
const eventStream = <
  Response extends {
    headers(headers: Record<string, unknown>): Response;
    matchingRules(rules: unknown): Response;
  },
>(
  response: Response,
  headers: Record<string, unknown> = {},
) =>
  textBody(
    response.headers({ "Content-Type": regex("^text/event-stream", "text/event-stream"), ...headers }),
    "text/event-stream",
    STREAM_EXAMPLE,
  ).matchingRules({
    body: {
      path: "$",
      rules: [regex("^(data: [^\\n]*\\n\\n)*data: \\[DONE\\]\\n\\n$", STREAM_EXAMPLE)],
    },
  });

const streamedFrom = (mockServer: V3MockServer, request: ChatCompletionRequest) =>
  lastValueFrom(new HttpChatCompletionsGateway(clientFor(mockServer).client).stream(request).pipe(toArray()));

describe("the chat completions contract", () => {
  it("asks as the signed-in user without a key and reads the first choice and the usage", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .uponReceiving("a chat completion asked with the session")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY, ensure_success: "false" })
          .jsonBody(ordinaryModelBody(false)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          choices: eachLike({ message: { role: like("assistant"), content: like("A joule per second.") } }),
          usage,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await new HttpChatCompletionsGateway(clientFor(mockServer).client).complete(
          conversation,
        );
        expect(result).toEqual({
          message: "A joule per second.",
          question: "What is a watt?",
          usage: { prompt_tokens: 14, completion_tokens: 9, total_tokens: 23 },
        });
      });
  });

  it("asks as a member of a department with the session, naming the department in x-department-id", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .given("the signed-in user belongs to a department", { orgId: "org-1", depId: "dep-research" })
      .uponReceiving("a chat completion asked with the session as a member of a department")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY, "x-department-id": "dep-research" })
          .jsonBody({ ...ordinaryModelBody(false), messages: sentMessagesWith("Write to ada@example.com") }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          choices: eachLike({ message: { role: like("assistant"), content: like("Done.") } }),
          usage,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await new HttpChatCompletionsGateway(clientFor(mockServer).client).complete({
          ...conversation,
          messages: [{ role: "user", content: "Write to ada@example.com" }],
          departmentId: "dep-research",
          ensureSuccess: true,
        });
        expect(result.message).toBe("Done.");
      });
  });

  it("gives a reasoning model its effort, completion budget and store flag instead of max_tokens", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["o3-mini"] })
      .uponReceiving("a chat completion for a reasoning model")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request.headers({ ...SESSION, ...JSON_BODY }).jsonBody({
          messages: sentMessages,
          model: "o3-mini",
          temperature: 0.7,
          top_p: 0.9,
          frequency_penalty: 1.1,
          stream: false,
          reasoning_effort: "medium",
          max_completion_tokens: 1000,
          store: false,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          choices: eachLike({ message: { content: like("A joule per second.") } }),
          usage,
        }),
      )
      .executeTest(async (mockServer) => {
        const gateway = new HttpChatCompletionsGateway(clientFor(mockServer).client);
        const reasoning = {
          ...conversation,
          model: { systemName: "o3-mini", hasReasoning: true },
          ensureSuccess: true,
        };
        await expect(gateway.complete(reasoning)).resolves.toMatchObject({ message: "A joule per second." });
      });
  });

  it("streams the answer with an API key and the conversation's session", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .given("a user with API keys", { count: 1 })
      .uponReceiving("a streamed chat completion asked with an API key")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...KEY_BEARER, ...JSON_BODY, sessionId: "conversation-1", ensure_success: "false" })
          .jsonBody(ordinaryModelBody(true)),
      )
      .willRespondWith(200, (response) => eventStream(response))
      .executeTest(async (mockServer) => {
        const events = await streamedFrom(mockServer, {
          ...conversation,
          apiKey: "mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f",
          sessionId: "conversation-1",
        });
        expect(events).toEqual([
          { kind: "delta", text: "A joule" },
          { kind: "delta", text: " per second." },
          { kind: "usage", usage: { prompt_tokens: 14, completion_tokens: 9, total_tokens: 23 } },
        ]);
      });
  });

  it("streams a Best Available answer routed by the chosen strategy, naming the model that served it", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .uponReceiving("a streamed Best Available chat completion with a routing strategy")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY, ensure_success: "false" })
          .jsonBody({ ...ordinaryModelBody(true), model: "Best Available", routing_strategy: "Cost" }),
      )
      .willRespondWith(200, (response) =>
        eventStream(response, {
          "x-gateway-model": like("gpt-4o-mini"),
          "x-gateway-provider": like("OpenAI"),
          "x-gateway-routing-reason": regex("^Cost: .+", "Cost: lowest price"),
        }),
      )
      .executeTest(async (mockServer) => {
        const events = await streamedFrom(mockServer, {
          ...conversation,
          model: { systemName: "Best Available", hasReasoning: false },
          routingStrategy: RoutingStrategy.COST,
        });
        expect(events[0]).toEqual({
          kind: "served",
          servedBy: { model: "gpt-4o-mini", provider: "OpenAI", routingReason: "Cost: lowest price" },
        });
      });
  });

  it("rejects a model the gateway does not offer with its errMsgs and OpenAI's model_not_found, no error page (404)", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .uponReceiving("a chat completion for a model the gateway does not offer")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({ ...SESSION, ...JSON_BODY, ensure_success: "false" })
          .jsonBody({ ...ordinaryModelBody(false), model: "no-such-model" }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody({ ...errMsgs("Unknown model: no-such-model"), error: { code: "model_not_found" } }),
      )
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const unknown = { ...conversation, model: { systemName: "no-such-model", hasReasoning: false } };
        const error = await new HttpChatCompletionsGateway(client).complete(unknown).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GatewayError);
        expect(error).toMatchObject({ status: 404, serverMessages: ["Unknown model: no-such-model"] });
        expect(pages).toEqual([]);
      });
  });

  it("turns away an API key the gateway does not know: the access-denied page (401)", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini"] })
      .uponReceiving("a chat completion asked with an unknown API key")
      .withRequest("POST", api("/chat/completions"), (request) =>
        request
          .headers({
            Authorization: "Bearer mk-revoked",
            ...JSON_BODY,
            sessionId: "conversation-1",
            ensure_success: "false",
          })
          .jsonBody(ordinaryModelBody(false)),
      )
      .willRespondWith(401, (response) => response.jsonBody(errMsgs("Invalid API key")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const withRevokedKey = { ...conversation, apiKey: "mk-revoked", sessionId: "conversation-1" };
        await expect(new HttpChatCompletionsGateway(client).complete(withRevokedKey)).rejects.toMatchObject({
          status: 401,
          serverMessages: ["Invalid API key"],
        });
        expect(pages).toEqual([RouteName.ACCESS_DENIED]);
      });
  });
});
