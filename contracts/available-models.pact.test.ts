import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpAvailableModelsGateway } from "../adapters/gateway-http/available-models/http-available-models-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { api, clientFor, errMsgs, gatewayPact } from "./gateway-pact.ts";

const { arrayContaining, boolean, decimal, eachLike, integer, like, regex } = MatchersV3;
const pact = gatewayPact();

const model = {
  id: like("model-gpt-4o-mini"),
  nameInProvider: like("gpt-4o-mini"),
  systemComplexity: like("low"),
  systemName: like("gpt-4o-mini"),
  tokenInPricePerMillionTokens: decimal(0.15),
  tokenOutPricePerMilionTokens: decimal(0.6),
  tokenCachedInPricePerMillionTokens: decimal(0.075),
  provider: {
    id: like("prov-openai"),
    name: like("OpenAI"),
    logo: like("https://cdn.meridian.example/logos/openai.svg"),
    baseUrl: like("https://api.openai.com/v1"),
    websiteUrl: like("https://openai.com"),
  },
  active: boolean(true),
  developer: like("OpenAI"),
  contextWindow: integer(128000),
  maxOutputTokens: integer(16384),
  capabilities: eachLike("chat"),
  pricesReadOn: regex("^\\d{4}-\\d{2}-\\d{2}$", "2026-12-06"),
  pricesChecked: boolean(false),
};

const reasoningModel = {
  ...model,
  id: like("model-o3-mini"),
  nameInProvider: like("o3-mini"),
  systemName: like("o3-mini"),
  tokenCachedInPricePerMillionTokens: decimal(0.55),
  maxOutputTokens: integer(100000),
  capabilities: arrayContaining("reasoning"),
};

const embeddingModel = {
  ...model,
  id: like("model-text-embedding-3-small"),
  nameInProvider: like("text-embedding-3-small"),
  systemComplexity: null,
  systemName: like("text-embedding-3-small"),
  tokenInPricePerMillionTokens: decimal(0.02),
  tokenOutPricePerMilionTokens: decimal(0),
  tokenCachedInPricePerMillionTokens: null,
  contextWindow: integer(8191),
  maxOutputTokens: null,
  capabilities: ["embeddings"],
  pricesChecked: boolean(true),
};

describe("the available models contract", () => {
  it("lists the models on offer without signing in, each with its provider, capabilities and the day its prices were read", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["gpt-4o-mini", "o3-mini"], only: true })
      .uponReceiving("a request for the available models")
      .withRequest("GET", api("/providers/models"))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(model, 2)))
      .executeTest(async (mockServer) => {
        const models = await new HttpAvailableModelsGateway(clientFor(mockServer).client).listModels();
        expect(models).toHaveLength(2);
        expect(models[0]?.provider?.name).toBe("OpenAI");
        expect(models[0]).toMatchObject({
          capabilities: ["chat"],
          hasReasoning: false,
          tokenCachedInPricePerMillionTokens: 0.075,
          maxOutputTokens: 16384,
          pricesReadOn: "2026-12-06",
          pricesChecked: false,
        });
      });
  });

  it("says which models reason through their capabilities", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["o3-mini"], only: true })
      .uponReceiving("a request for the available models, a reasoning model among them")
      .withRequest("GET", api("/providers/models"))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(reasoningModel)))
      .executeTest(async (mockServer) => {
        const [o3] = await new HttpAvailableModelsGateway(clientFor(mockServer).client).listModels();
        expect(o3).toMatchObject({ hasReasoning: true, tokenCachedInPricePerMillionTokens: 0.55 });
      });
  });

  it("lists the embedding models too, by their embeddings capability, with no output limit or cached price", async () => {
    await pact
      .addInteraction()
      .given("models on offer", { systemNames: ["text-embedding-3-small"], only: true })
      .uponReceiving("a request for the available models, an embedding model among them")
      .withRequest("GET", api("/providers/models"))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(embeddingModel)))
      .executeTest(async (mockServer) => {
        const [embedding] = await new HttpAvailableModelsGateway(clientFor(mockServer).client).listModels();
        expect(embedding).toMatchObject({
          capabilities: ["embeddings"],
          hasReasoning: false,
          maxOutputTokens: null,
          tokenCachedInPricePerMillionTokens: null,
          pricesChecked: true,
        });
      });
  });

  it("tries again after Retry-After when rate limited, then shows the many-requests page (429)", async () => {
    await pact
      .addInteraction()
      .given("the client is rate limited", { retryAfterSeconds: 1 })
      .uponReceiving("a request for the available models while rate limited")
      .withRequest("GET", api("/providers/models"))
      .willRespondWith(429, (response) =>
        response.headers({ "Retry-After": regex("^\\d+$", "1") }).jsonBody(errMsgs("Too many requests")),
      )
      .executeTest(async (mockServer) => {
        const { client, pages, waits } = clientFor(mockServer);
        await expect(new HttpAvailableModelsGateway(client).listModels()).rejects.toMatchObject({
          status: 429,
        });
        expect(waits).toEqual([1000, 1000]);
        expect(pages).toEqual([RouteName.MANY_REQUEST]);
      });
  });
});
