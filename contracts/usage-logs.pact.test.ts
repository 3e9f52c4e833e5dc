import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpUsageLogsGateway } from "../adapters/gateway-http/usage-logs/http-usage-logs-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { loggedExchangeOf } from "../core/usage-logs/logged-exchange.ts";
import { api, clientFor, errMsgs, gatewayPact, isoDateTime, SESSION } from "./gateway-pact.ts";

const { boolean, decimal, eachLike, equal, integer, like, nullValue, regex } = MatchersV3;
const pact = gatewayPact();

const record = {
  id: like("req_5eed0000a1b2c3d4e5f6"),
  createdAt: isoDateTime(),
  vendor: like("OpenAI"),
  model: like("gpt-4o-mini"),
  query: like("Summarise our Q3 energy report"),
  apikey: like("mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f"),
  statusCode: integer(200),
  timeToFirstToken: integer(210),
  generationDuration: integer(950),
  tokensIn: integer(812),
  tokensOut: integer(240),
  totalCost: decimal(0.0002658),
  error: nullValue(),
  tokenRate: decimal(84.2),
  totalTokens: integer(1052),
  tokensInCost: decimal(0.0001218),
  tokensOutCost: decimal(0.000144),
  isStream: boolean(true),
  providerModel: like("gpt-4o-mini-2024-07-18"),
  renewablePercentage: decimal(58.4),
  endpoint: regex("^(chat|embeddings|responses|messages)$", "chat"),
  usageEstimated: boolean(false),
};

const WEATHER_TOOLS = JSON.stringify([
  { type: "function", function: { name: "get_weather", parameters: { type: "object" } } },
]);
const WEATHER_CALLS = JSON.stringify([
  { id: "call_5eed0001", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
]);

describe("the usage logs contract", () => {
  it("lists the user's requests in verbose form", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3 })
      .uponReceiving("a request for the request logs")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true" }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(record, 3) }))
      .executeTest(async (mockServer) => {
        const entries = await new HttpUsageLogsGateway(clientFor(mockServer).client).list();
        expect(entries).toHaveLength(3);
        expect(entries[0]).toMatchObject({
          hasApikey: true,
          maskedKey: "mk-2f...b8a7f",
          totalCostText: "$0.0002658",
        });
        expect(entries[0]?.emissions).toEqual({ percent: 58.4, estimated: false });
      });
  });

  it("lists the requests that pass the filters", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 5, models: ["gpt-4o-mini", "o3-mini"], failed: 1 })
      .uponReceiving("a request for the request logs with every filter")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({
          verbose: "true",
          startDate: "2025-03-01T00:00:00.000Z",
          endDate: "2025-03-15T00:00:00.000Z",
          model: "gpt-4o-mini",
          apikey: "playground",
          status: "error",
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            ...record,
            apikey: like("playground"),
            statusCode: integer(502),
            error: like("Upstream provider unavailable"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const entries = await new HttpUsageLogsGateway(clientFor(mockServer).client).list({
          from: new Date("2025-03-01T00:00:00.000Z"),
          to: new Date("2025-03-15T00:00:00.000Z"),
          model: "gpt-4o-mini",
          apikey: "playground",
          outcome: "error",
        });
        expect(entries[0]).toMatchObject({ hasApikey: false, maskedKey: null, statusCode: 502 });
      });
  });

  it("lists the requests of one vendor that ended with one exact status", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3, failed: 1 })
      .uponReceiving("a request for the request logs of one vendor and one exact status")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true", vendor: "OpenAI", statusCode: "502" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            ...record,
            apikey: like("playground"),
            statusCode: integer(502),
            error: like("Upstream provider unavailable"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const entries = await new HttpUsageLogsGateway(clientFor(mockServer).client).list({
          vendor: "OpenAI",
          statusCode: 502,
        });
        expect(entries[0]).toMatchObject({ vendor: "OpenAI", statusCode: 502 });
      });
  });

  it("lists the requests made through one endpoint", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 4, endpoints: ["chat", "embeddings"] })
      .uponReceiving("a request for the request logs of one endpoint")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true", endpoint: "embeddings" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike({ ...record, endpoint: equal("embeddings") }, 2) }),
      )
      .executeTest(async (mockServer) => {
        const entries = await new HttpUsageLogsGateway(clientFor(mockServer).client).list({
          endpoint: "embeddings",
        });
        expect(entries.map((entry) => entry.endpoint)).toEqual(["embeddings", "embeddings"]);
      });
  });

  it("lists a request answered with a tool call, its tools and call as JSON text, its usage estimated", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 1, toolCalls: true })
      .uponReceiving("a request for the request logs holding a tool call")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            ...record,
            requestContent: like('[{"role":"user","content":"What is the weather in Paris?"}]'),
            responseContent: nullValue(),
            tools: like(WEATHER_TOOLS),
            toolCalls: like(WEATHER_CALLS),
            responseFormat: nullValue(),
            usageEstimated: boolean(true),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const [entry] = await new HttpUsageLogsGateway(clientFor(mockServer).client).list();
        if (!entry) throw new Error("the request is listed");
        expect(entry.usageEstimated).toBe(true);
        const exchange = loggedExchangeOf(entry);
        expect(exchange.toolsOffered.map((tool) => tool.name)).toEqual(["get_weather"]);
        expect(exchange.toolCalls.map((call) => call.name)).toEqual(["get_weather"]);
      });
  });

  it("shows the server-error page when the gateway fails (500)", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 1 })
      .given("the request log store is failing")
      .uponReceiving("a request for the request logs while the log store is failing")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true" }),
      )
      .willRespondWith(500, (response) => response.jsonBody(errMsgs("Internal server error")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        await expect(new HttpUsageLogsGateway(client).list()).rejects.toMatchObject({ status: 500 });
        expect(pages).toEqual([RouteName.SERVER_ERROR]);
      });
  });
});
