import type { TFunction } from "i18next";
import { formatUsd } from "../../core/money/format-usd.ts";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { LOG_COST_DECIMALS } from "../../core/usage-logs/usage-log-rules.ts";
import type { UsageLogFormat } from "./usage-log-format.ts";

export type DetailFieldId =
  | "requestId"
  | "endpoint"
  | "createdAt"
  | "statusCode"
  | "error"
  | "vendor"
  | "model"
  | "providerModel"
  | "apiKey"
  | "stream"
  | "query"
  | "timeToFirstToken"
  | "generationDuration"
  | "tokenRate"
  | "tokensIn"
  | "tokensOut"
  | "totalTokens"
  | "tokensInCost"
  | "tokensOutCost"
  | "totalCost"
  | "energyCost"
  | "emissions";

export interface DetailField {
  readonly id: DetailFieldId;
  readonly label: string;
  readonly text: string;
  /** A remark shown under the value. */
  readonly note?: string;
  /** The gateway estimated the figure: the provider reported no token counts. */
  readonly estimated?: boolean;
}

export interface DetailSection {
  readonly title: string;
  readonly fields: readonly DetailField[];
  /** A remark shown under the section's fields. */
  readonly note?: string;
}

/** Every field of a request, in the sections the detail drawer shows; the contents come after them. */
export function usageLogDetails(entry: UsageLogEntry, format: UsageLogFormat, t: TFunction): DetailSection[] {
  const none = t("common.notAvailable");
  const usd = (amount: number) => formatUsd(amount, LOG_COST_DECIMALS);
  const field = (id: DetailFieldId, text: string, note?: string): DetailField => ({
    id,
    label: t(`usageLogs.drawer.${id}`),
    text,
    ...(note ? { note } : {}),
  });
  // Token counts, and every cost worked out from them, are the gateway's when the provider reported none.
  const counted = (id: DetailFieldId, text: string): DetailField => ({
    ...field(id, text),
    ...(entry.usageEstimated ? { estimated: true } : {}),
  });
  return [
    {
      title: t("usageLogs.drawer.overview"),
      fields: [
        field("requestId", entry.id),
        field("endpoint", format.endpoint(entry.endpoint)),
        field("createdAt", t("usageLogs.drawer.createdAtValue", { date: entry.date, time: entry.time })),
        field("statusCode", String(entry.statusCode)),
        ...(entry.error ? [field("error", entry.error)] : []),
        field("vendor", entry.vendor),
        field("model", entry.model),
        field("providerModel", entry.providerModel ?? none),
        field("apiKey", format.key(entry)),
        field("stream", entry.isStream ? t("common.yes") : t("common.no")),
        field("query", entry.query || none),
      ],
    },
    {
      title: t("usageLogs.drawer.performance"),
      fields: [
        field("timeToFirstToken", format.duration(entry.timeToFirstToken)),
        field("generationDuration", format.duration(entry.generationDuration)),
        field("tokenRate", format.tokenRate(entry.tokenRate)),
      ],
    },
    {
      title: t("usageLogs.drawer.usage"),
      ...(entry.usageEstimated ? { note: t("usageLogs.drawer.usageEstimated") } : {}),
      fields: [
        counted("tokensIn", format.count(entry.tokensIn)),
        counted("tokensOut", format.count(entry.tokensOut)),
        counted("totalTokens", format.count(entry.totalTokens)),
        counted("tokensInCost", usd(entry.tokensInCost)),
        counted("tokensOutCost", usd(entry.tokensOutCost)),
        counted("totalCost", entry.totalCostText),
        counted("energyCost", entry.energyCostText),
        field(
          "emissions",
          format.emissions(entry.emissions),
          entry.emissions.estimated ? t("usageLogs.drawer.emissionsEstimated") : undefined,
        ),
      ],
    },
  ];
}
