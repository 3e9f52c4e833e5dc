import { MatchersV3, type V3MockServer } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpUsageLogsGateway } from "../adapters/gateway-http/usage-logs/http-usage-logs-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { loggedExchangeOf } from "../core/usage-logs/logged-exchange.ts";
import { USAGE_LOG_EXPORT_FIELDS } from "../core/usage-logs/usage-log-export.ts";
import { maskedApiKeyValue } from "./api-key-shapes.ts";
import {
  api,
  clientFor,
  errMsgs,
  failsShowingPage,
  gatewayPact,
  isoDateTime,
  SESSION,
  stateValue,
  textBody,
} from "./gateway-pact.ts";

const { boolean, decimal, eachLike, equal, fromProviderState, integer, like, nullValue, regex } = MatchersV3;
const pact = gatewayPact();

const record = {
  id: like("req_5eed0000a1b2c3d4e5f6"),
  createdAt: isoDateTime(),
  vendor: like("OpenAI"),
  model: like("gpt-4o-mini"),
  query: like("Summarise our Q3 energy report"),
  // Logged masked, and by the key's id: never the secret.
  apikey: maskedApiKeyValue("mk-2f...b8a7f"),
  apiKeyId: like("key-1"),
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

/** A request the provider failed, sent from the playground. */
const failedRecord = {
  ...record,
  apikey: like("playground"),
  apiKeyId: nullValue(),
  statusCode: integer(502),
  error: like("Upstream provider unavailable"),
};

/** A page of the request logs with no page after it. */
const lastPage = (data: unknown) => ({ data, nextCursor: nullValue() });

const usageLogsAt = (mockServer: V3MockServer) => new HttpUsageLogsGateway(clientFor(mockServer).client);

const WEATHER_TOOLS = JSON.stringify([
  { type: "function", function: { name: "get_weather", parameters: { type: "object" } } },
]);
const WEATHER_CALLS = JSON.stringify([
  { id: "call_5eed0001", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
]);

/** A cursor as the gateway writes one (base64url of the last request's timestamp and id): opaque to the dashboard. */
const A_CURSOR = "WyIyMDI1LTAzLTE0IDExOjAwOjAwKzAwIiwicmVxXzVlZWQwMDAxYTFiMmMzZDRlNWY2Il0";

const totals = {
  requests: integer(3),
  errors: integer(1),
  tokensIn: integer(2436),
  tokensOut: integer(480),
  totalTokens: integer(2916),
  totalCost: decimal(0.0006534),
  energyCost: decimal(0.00009801),
  emissions: { grams: decimal(0.1823), estimated: boolean(false) },
};

const CSV_HEADER = USAGE_LOG_EXPORT_FIELDS.join(",");
const CSV_ROW =
  "req_5eed0000a1b2c3d4e5f6,2025-03-14,13:00,2025-03-14T12:00:00.000Z,OpenAI,gpt-4o-mini,gpt-4o-mini-2024-07-18," +
  "mk-2f...b8a7f,200,,210,950,84.2,812,240,1052,0.0001218,0.0001440,0.0002658,0.0000399,58.4,false,true," +
  "Summarise our Q3 energy report,chat,false";
const CSV_EXAMPLE = `${CSV_HEADER}\r\n${CSV_ROW}\r\n${CSV_ROW.replace("req_5eed0000", "req_5eed0001")}\r\n`;
/** The header, then one line per request; the last line's CRLF is optional. */
const CSV_PATTERN = `^${CSV_HEADER}(\\r\\n[^\\r\\n]+)*(\\r\\n)?$`;

describe("the usage logs contract", () => {
  it("lists the user's requests in verbose form", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3 })
      .uponReceiving("a request for the request logs")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(lastPage(eachLike(record, 3))))
      .executeTest(async (mockServer) => {
        const { entries } = await usageLogsAt(mockServer).listPage();
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
      .willRespondWith(200, (response) => response.jsonBody(lastPage(eachLike(failedRecord))))
      .executeTest(async (mockServer) => {
        const { entries } = await usageLogsAt(mockServer).listPage({
          from: new Date("2025-03-01T00:00:00.000Z"),
          to: new Date("2025-03-15T00:00:00.000Z"),
          model: "gpt-4o-mini",
          apikey: "playground",
          outcome: "error",
        });
        expect(entries[0]).toMatchObject({ hasApikey: false, maskedKey: null, statusCode: 502 });
      });
  });

  it("lists the requests of one of the user's keys, named by its id", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3, failed: 1 })
      .uponReceiving("a request for the request logs of one key")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true", apiKeyId: "key-1" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(lastPage(eachLike(record, 2))))
      .executeTest(async (mockServer) => {
        const { entries } = await usageLogsAt(mockServer).listPage({ apiKeyId: "key-1" });
        expect(entries.map((entry) => [entry.apiKeyId, entry.maskedKey])).toEqual([
          ["key-1", "mk-2f...b8a7f"],
          ["key-1", "mk-2f...b8a7f"],
        ]);
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
      .willRespondWith(200, (response) => response.jsonBody(lastPage(eachLike(failedRecord))))
      .executeTest(async (mockServer) => {
        const { entries } = await usageLogsAt(mockServer).listPage({
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
        response.jsonBody(lastPage(eachLike({ ...record, endpoint: equal("embeddings") }, 2))),
      )
      .executeTest(async (mockServer) => {
        const { entries } = await usageLogsAt(mockServer).listPage({
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
        response.jsonBody(
          lastPage(
            eachLike({
              ...record,
              requestContent: like('[{"role":"user","content":"What is the weather in Paris?"}]'),
              responseContent: nullValue(),
              tools: like(WEATHER_TOOLS),
              toolCalls: like(WEATHER_CALLS),
              responseFormat: nullValue(),
              usageEstimated: boolean(true),
            }),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const [entry] = (await usageLogsAt(mockServer).listPage()).entries;
        if (!entry) throw new Error("the request is listed");
        expect(entry.usageEstimated).toBe(true);
        const exchange = loggedExchangeOf(entry);
        expect(exchange.toolsOffered.map((tool) => tool.name)).toEqual(["get_weather"]);
        expect(exchange.toolCalls.map((call) => call.name)).toEqual(["get_weather"]);
      });
  });

  it("lists a first page with the cursor of the next one", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3 })
      .uponReceiving("a request for the first page of the request logs, two requests long")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({ verbose: "true", limit: "2" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(record, 2), nextCursor: like(A_CURSOR) }),
      )
      .executeTest(async (mockServer) => {
        const page = await usageLogsAt(mockServer).listPage({}, null, 2);
        expect(page.entries).toHaveLength(2);
        expect(page.nextCursor).toBe(A_CURSOR);
      });
  });

  it("lists the page after a cursor, the last one", async () => {
    await pact
      .addInteraction()
      // The state returns `nextCursor`: the cursor the first page of two of its three requests ends with.
      .given("the user has 3 requests logged")
      .uponReceiving("a request for the request logs after the first page of two")
      .withRequest("GET", api("/chat/history"), (request) =>
        request.headers(SESSION).query({
          verbose: "true",
          limit: "2",
          cursor: fromProviderState(stateValue("nextCursor"), A_CURSOR),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(lastPage(eachLike(record, 1))))
      .executeTest(async (mockServer) => {
        const page = await usageLogsAt(mockServer).listPage({}, A_CURSOR, 2);
        expect(page.entries).toHaveLength(1);
        expect(page.nextCursor).toBeNull();
      });
  });

  it("adds up every request that passes the filters", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3, failed: 1 })
      .uponReceiving("a request for the totals of the request logs")
      .withRequest("GET", api("/chat/history/totals"), (request) => request.headers(SESSION))
      .willRespondWith(200, (response) => response.jsonBody(totals))
      .executeTest(async (mockServer) => {
        const counted = await usageLogsAt(mockServer).totals();
        expect(counted).toMatchObject({ requests: 3, errors: 1, tokensIn: 2436, tokensOut: 480 });
        expect(counted.emissions).toEqual({ grams: 0.1823, estimated: false });
      });
  });

  it("adds up the requests of a period and a model", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 3, models: ["gpt-4o-mini", "o3-mini"] })
      .uponReceiving("a request for the totals of the request logs of a period and a model")
      .withRequest("GET", api("/chat/history/totals"), (request) =>
        request.headers(SESSION).query({
          startDate: "2025-03-01T00:00:00.000Z",
          endDate: "2025-03-15T00:00:00.000Z",
          model: "gpt-4o-mini",
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...totals, requests: integer(2), errors: integer(0) }),
      )
      .executeTest(async (mockServer) => {
        const counted = await usageLogsAt(mockServer).totals({
          from: new Date("2025-03-01T00:00:00.000Z"),
          to: new Date("2025-03-15T00:00:00.000Z"),
          model: "gpt-4o-mini",
        });
        expect(counted.requests).toBe(2);
      });
  });

  it("exports every request that passes the filters as a CSV file", async () => {
    await pact
      .addInteraction()
      .given("a user with request logs", { count: 2 })
      .uponReceiving("a request for the CSV export of the request logs of one model")
      .withRequest("GET", api("/chat/history/export"), (request) =>
        request.headers(SESSION).query({ model: "gpt-4o-mini" }),
      )
      .willRespondWith(200, (response) =>
        textBody(
          response.headers({ "Content-Type": "text/csv; charset=utf-8" }),
          "text/csv; charset=utf-8",
          CSV_EXAMPLE,
        ).matchingRules({ body: { path: "$", rules: [regex(CSV_PATTERN, CSV_EXAMPLE)] } }),
      )
      .executeTest(async (mockServer) => {
        const file = await usageLogsAt(mockServer).exportCsv({
          model: "gpt-4o-mini",
        });
        const [header, ...rows] = (await file.text()).split("\r\n").filter(Boolean);
        expect(header).toBe(USAGE_LOG_EXPORT_FIELDS.join(","));
        expect(rows).toHaveLength(2);
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
      .executeTest(
        failsShowingPage(
          (client) => new HttpUsageLogsGateway(client).listPage(),
          500,
          RouteName.SERVER_ERROR,
        ),
      );
  });
});
