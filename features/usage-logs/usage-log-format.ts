import type { TFunction } from "i18next";
import type { Emissions } from "../../core/usage-logs/emissions.ts";
import type { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { UsageLogEntry } from "../../core/usage-logs/usage-log-entry.entity.ts";
import type { UsageLogTotalsJson } from "../../core/usage-logs/usage-log-page.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";

/** How the logs write numbers, durations, shares and keys in the interface language. */
export interface UsageLogFormat {
  count(value: number): string;
  /** Under a second in milliseconds, otherwise in seconds; "—" when not measured. */
  duration(milliseconds: number | null): string;
  /** A size in bytes, in KB or MB from 1,024 bytes on. */
  bytes(count: number): string;
  /** The endpoint's name in the interface language. */
  endpoint(endpoint: UsageEndpoint): string;
  /** The renewable share; an estimate is marked with ≈. */
  emissions(emissions: Emissions): string;
  /** Grams of CO2e, "—" when unknown; an estimate is marked with ≈. */
  grams(emissions: UsageLogTotalsJson["emissions"]): string;
  /** The masked key, "Playground", or "—" for a request without a key. */
  key(entry: Pick<UsageLogEntry, "apikey" | "maskedKey">): string;
  /** Tokens per second; "—" when not measured. */
  tokenRate(rate: number | null): string;
}

/** Made once per language: number formats are costly to create and cheap to reuse, row after row. */
export function createUsageLogFormat(t: TFunction, language: string): UsageLogFormat {
  const counts = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const seconds = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rates = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percents = new Intl.NumberFormat(language, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const byteUnits = (["byte", "kilobyte", "megabyte"] as const).map(
    (unit) =>
      new Intl.NumberFormat(language, {
        style: "unit",
        unit,
        maximumFractionDigits: unit === "byte" ? 0 : 1,
      }),
  );
  const smallGrams = new Intl.NumberFormat(language, { maximumSignificantDigits: 3 });
  const grams = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const none = t("common.notAvailable");
  const playground = t("usageLogs.playground");
  return {
    bytes: (count) => {
      const power = count < 1024 ? 0 : count < 1024 * 1024 ? 1 : 2;
      return (byteUnits[power] as Intl.NumberFormat).format(count / 1024 ** power);
    },
    count: (value) => counts.format(value),
    duration: (milliseconds) => {
      if (milliseconds === null) return none;
      return milliseconds < 1000
        ? t("usageLogs.units.milliseconds", { value: counts.format(milliseconds) })
        : t("usageLogs.units.seconds", { value: seconds.format(milliseconds / 1000) });
    },
    endpoint: (endpoint) => t(`usageLogs.endpoints.${endpoint}`),
    emissions: ({ percent, estimated }) => {
      const text = percents.format(percent / 100);
      return estimated ? t("usageLogs.estimate", { value: text }) : text;
    },
    grams: ({ grams: value, estimated }) => {
      if (value === null) return none;
      const text = t("usageLogs.units.grams", {
        value: (value < 100 ? smallGrams : grams).format(value),
      });
      return estimated ? t("usageLogs.estimate", { value: text }) : text;
    },
    key: (entry) => entry.maskedKey ?? (entry.apikey === PLAYGROUND_KEY ? playground : none),
    tokenRate: (rate) =>
      rate === null ? none : t("usageLogs.units.tokenRate", { value: rates.format(rate) }),
  };
}
