import { inArray } from "drizzle-orm";
import { loggedMessages } from "../../core/usage-logs/logged-content.ts";
import { type UsageEndpoint, usageEndpointOf } from "../../core/usage-logs/usage-endpoint.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import type { Database } from "../database/database.ts";
import type { ProviderStateHandler, ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { usageLogPage } from "./usage-logs.repository.ts";

/** The pact's example request: 2025-03-14 noon, then one hour earlier per further request. */
const NEWEST_AT = Date.parse("2025-03-14T12:00:00.000Z");
/** A key of the person's, as logs keep it: masked, with its id. */
const KEY = "mk-2f...b8a7f";
const KEY_ID = "key-1";
const FALLBACK_PRICES = { in: 0.15, out: 0.6 };
const QUESTION = "Summarise our Q3 energy report";
const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};
const WEATHER_CALL = {
  id: "call_5eed0001",
  type: "function",
  function: { name: "get_weather", arguments: '{"city":"Paris"}' },
};

/** What a successful request of the state asked and answered: words, or (toolCalls) a call to get_weather. */
function exchangeOf(toolCalls: boolean) {
  if (!toolCalls)
    return {
      query: QUESTION,
      requestContent: loggedMessages([{ role: "user", content: QUESTION }]),
      responseContent: "Energy use fell 12 % while output grew.",
      tools: null,
      toolCalls: null,
    };
  const question = "What is the weather in Paris?";
  return {
    query: question,
    requestContent: loggedMessages([{ role: "user", content: question }]),
    responseContent: null,
    tools: JSON.stringify([WEATHER_TOOL]),
    toolCalls: JSON.stringify([WEATHER_CALL]),
  };
}

/**
 * `count` requests of the signed-in person, of `models` in turn (gpt-4o-mini by default) through `endpoints` in
 * turn (chat by default); the first `failed` ones failed (made from the playground, upstream unavailable), the
 * others succeeded with a key of theirs. With `toolCalls`, each successful one offered get_weather and was
 * answered with a call to it, its usage estimated. With `pageSize`, it gives `nextCursor`: the cursor of the page
 * after the newest `pageSize` requests (null when they are all), for fromProviderState.
 */
const aUserWithRequestLogs: ProviderStateHandler = async (params, { gateway, actor }) => {
  const read = stateParams(params);
  const count = read.number("count");
  const failed = read.number("failed", 0);
  const models = read.texts("models", ["gpt-4o-mini"]);
  const endpoints: UsageEndpoint[] = read.texts("endpoints", ["chat"]).map(usageEndpointOf);
  const toolCalls = read.flag("toolCalls", false);
  const pageSize = params.pageSize === undefined ? undefined : read.number("pageSize");
  const person = await actor();
  const prices = await pricesOf(gateway.db, models);
  await insertChatHistoryDrafts(
    gateway.db,
    Array.from({ length: count }, (_, index) => {
      const model = models[index % models.length] ?? "gpt-4o-mini";
      const price = prices.get(model) ?? FALLBACK_PRICES;
      const isFailure = index < failed;
      const tokensIn = 812;
      const tokensOut = isFailure ? 0 : 240;
      return {
        id: `req_5eed${index.toString(16).padStart(4, "0")}a1b2c3d4e5f6`,
        userId: person.uid,
        apikey: isFailure ? "playground" : KEY,
        apiKeyId: isFailure ? null : KEY_ID,
        vendor: "OpenAI",
        model,
        servedModel: model,
        providerModel: `${model}-2024-07-18`,
        statusCode: isFailure ? 502 : 200,
        error: isFailure ? "Upstream provider unavailable" : null,
        timeToFirstToken: 210,
        generationDuration: 950,
        tokenRate: isFailure ? 0 : 84.2,
        tokensIn,
        tokensOut,
        totalTokens: tokensIn + tokensOut,
        tokensInCost: (tokensIn * price.in) / 1e6,
        tokensOutCost: (tokensOut * price.out) / 1e6,
        totalCost: (tokensIn * price.in + tokensOut * price.out) / 1e6,
        isStream: true,
        ...exchangeOf(toolCalls && !isFailure),
        ...(isFailure ? { responseContent: null } : {}),
        endpoint: endpoints[index % endpoints.length] ?? "chat",
        usageEstimated: toolCalls && !isFailure,
        renewablePercentage: 58.4,
        createdAt: new Date(NEWEST_AT - index * 3_600_000).toISOString(),
      };
    }),
  );
  if (pageSize === undefined) return undefined;
  const page = await usageLogPage(gateway.db, person.uid, {}, { limit: pageSize, verbose: false });
  return { nextCursor: page.nextCursor };
};

/** The usage logs' provider states. */
export const usageLogsProviderStates: ProviderStates = {
  "a user with request logs": aUserWithRequestLogs,

  /** Three requests of the signed-in person, a page of two and a page of one: `nextCursor` starts the second. */
  "the user has 3 requests logged": (params, context) =>
    aUserWithRequestLogs({ ...params, count: 3, pageSize: params.pageSize ?? 2 }, context),

  /** Every read of the request logs fails, for real. */
  "the request log store is failing": async (_params, { breakTable }) => {
    await breakTable("chat_history");
    return undefined;
  },
};

async function pricesOf(db: Database, models: string[]) {
  const rows = await db
    .select({
      systemName: providerModels.systemName,
      in: providerModels.tokenInPricePerMillionTokens,
      out: providerModels.tokenOutPricePerMillionTokens,
    })
    .from(providerModels)
    .where(inArray(providerModels.systemName, models));
  return new Map(rows.map((row) => [row.systemName, { in: row.in, out: row.out }]));
}
