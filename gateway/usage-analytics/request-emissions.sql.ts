import { sql } from "drizzle-orm";
import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../core/organization/request-emissions.ts";
import { providerModels } from "../available-models/available-models.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";

/**
 * A request's emissions in grams of CO2e, in SQL, as core's requestEmissionsGrams has it (a test holds the two
 * equal): tokens / 1000 × the serving model's Wh per 1,000 tokens (0 when none served it) × the non-renewable
 * share (the renewable share clamped to 0-100 %, all non-renewable when unknown) / 1000 × grams per kWh. Needs
 * chat_history left-joined to provider_models on the served model.
 */
export const requestEmissionsGramsSql = sql<number>`(${chatHistory.totalTokens} / 1000.0
  * coalesce(${providerModels.energyWhPerThousandTokens}, 0)
  * (1 - least(greatest(coalesce(${chatHistory.renewablePercentage}, 0) / 100.0, 0), 1))
  / 1000.0 * ${sql.raw(String(NON_RENEWABLE_GRAMS_CO2E_PER_KWH))})`;
