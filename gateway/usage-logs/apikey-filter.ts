import { APIKEY_FILTER_REFUSAL } from "../../core/usage-logs/usage-log-filters.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import { badRequest } from "../server/http-problem.ts";

/**
 * An `apikey` filter (usage logs, usage analytics) names the playground only: logs keep keys masked, so a key is
 * filtered by its id (`apiKeyId`). Anything else is a 400, never a secret looked for.
 */
export function refuseKeyValueFilter(apikey: string | undefined): void {
  if (apikey !== undefined && apikey !== PLAYGROUND_KEY) throw badRequest(APIKEY_FILTER_REFUSAL);
}
