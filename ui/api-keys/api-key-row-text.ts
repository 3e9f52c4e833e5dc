import { formattingLocale } from "../../core/i18n/formatting-locale.ts";
import { formatUsd } from "../../core/money/format-usd.ts";
import { dateAndTime } from "../../core/time/date-and-time.ts";
import type { Translate } from "../wiring/screen-services.ts";
import type { ListedApiKey } from "./listed-api-key.ts";

/** The columns of a keys table (the person's own, a department person's), in order; "date" holds the creation's date, then its time. */
export const API_KEY_COLUMNS = [
  "name",
  "key",
  "status",
  "expires",
  "budget",
  "limits",
  "models",
  "createdBy",
  "date",
  "lastUsed",
  "requests",
] as const;

export type ApiKeyColumn = (typeof API_KEY_COLUMNS)[number];

/** What a key's row reads, column by column, besides the creation's date and time and the grace. */
export type ApiKeyRowText = Record<Exclude<ApiKeyColumn, "date">, string> & {
  /** "The old secret works until …" while a rotated-out secret still works, else null. */
  readonly grace: string | null;
};

/** A key's row in words: what the table shows, and what the core acceptance world reads. */
export function apiKeyRowText(key: ListedApiKey, t: Translate): ApiKeyRowText {
  const { expiresAt, monthlyBudgetUsd, requestsPerMinute, tokensPerMinute, allowedModels } = key.settings;
  const spent = formatUsd(key.spendThisMonthUsd);
  const count = (value: number) => value.toLocaleString(formattingLocale());
  const limits = [
    requestsPerMinute === null ? null : t("apiKeys.requestsPerMinute", { value: count(requestsPerMinute) }),
    tokensPerMinute === null ? null : t("apiKeys.tokensPerMinute", { value: count(tokensPerMinute) }),
  ].filter((limit) => limit !== null);
  return {
    name: key.name,
    key: key.masked,
    status: t(`apiKeys.status.${key.status}`),
    grace: key.previousSecretUntil
      ? t("apiKeys.graceUntil", { date: moment(key.previousSecretUntil) })
      : null,
    expires: expiresAt ? dateAndTime(new Date(expiresAt)).date : t("apiKeys.never"),
    budget:
      monthlyBudgetUsd === null
        ? spent
        : t("apiKeys.spendOfBudget", { spent, budget: formatUsd(monthlyBudgetUsd) }),
    limits: limits.length > 0 ? limits.join(" · ") : t("apiKeys.noLimits"),
    models: allowedModels?.join(", ") ?? t("apiKeys.allModels"),
    createdBy: key.createdBy ?? t("common.notAvailable"),
    lastUsed: key.lastUsedAt ? moment(key.lastUsedAt) : t("apiKeys.never"),
    requests: count(key.requestsThisMonth),
  };
}

function moment(iso: string): string {
  const { date, time } = dateAndTime(new Date(iso));
  return `${date} ${time}`;
}
