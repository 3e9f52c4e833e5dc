import type { TFunction } from "i18next";
import type { PersonalBreakdownBy } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import type { UsageBreakdownRowJson } from "../../core/usage-analytics/usage-analytics-json.ts";
import { USAGE_ENDPOINTS } from "../../core/usage-logs/usage-endpoint.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";

/** How each of the person's breakdowns names its groups: the playground and the endpoints in the interface language. */
export function breakdownLabels(
  t: TFunction,
): Readonly<Record<PersonalBreakdownBy, (row: UsageBreakdownRowJson) => string>> {
  return {
    model: (row) => row.label,
    apikey: (row) => (row.key === PLAYGROUND_KEY ? t("usageLogs.playground") : row.label),
    endpoint: (row) => {
      const endpoint = USAGE_ENDPOINTS.find((known) => known === row.key);
      return endpoint ? t(`usageLogs.endpoints.${endpoint}`) : row.label;
    },
  };
}

/** The personal breakdowns in the order shown. */
export const SHOWN_BREAKDOWNS: readonly PersonalBreakdownBy[] = ["model", "apikey", "endpoint"];
