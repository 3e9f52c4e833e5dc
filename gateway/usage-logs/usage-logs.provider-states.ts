import { inArray } from "drizzle-orm";
import { providerModels } from "../available-models/available-models.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import type { Database } from "../database/database.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";

/** The pact's example request: 2025-03-14 noon, then one hour earlier per further request. */
const NEWEST_AT = Date.parse("2025-03-14T12:00:00.000Z");
const KEY = "mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f";
const FALLBACK_PRICES = { in: 0.15, out: 0.6 };

/** The usage logs' provider states. */
export const usageLogsProviderStates: ProviderStates = {
  /**
   * `count` requests of the signed-in person, of `models` in turn (gpt-4o-mini by default); the first `failed`
   * ones failed (made from the playground, upstream unavailable), the others succeeded with a key of theirs.
   */
  "a user with request logs": async (params, { gateway, actor }) => {
    const read = stateParams(params);
    const count = read.number("count");
    const failed = read.number("failed", 0);
    const models = read.texts("models", ["gpt-4o-mini"]);
    const person = await actor();
    if (count === 0) return undefined;
    const prices = await pricesOf(gateway.db, models);
    await gateway.db.insert(chatHistory).values(
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
          vendor: "OpenAI",
          model,
          servedModel: model,
          providerModel: `${model}-2024-07-18`,
          query: "Summarise our Q3 energy report",
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
          requestContent: JSON.stringify([{ role: "user", content: "Summarise our Q3 energy report" }]),
          responseContent: isFailure ? null : "Energy use fell 12 % while output grew.",
          renewablePercentage: 58.4,
          createdAt: new Date(NEWEST_AT - index * 3_600_000).toISOString(),
        };
      }),
    );
    return undefined;
  },

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
