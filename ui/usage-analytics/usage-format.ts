import type { TFunction } from "i18next";
import { formatUsd } from "../../core/money/format-usd.ts";
import type { UsageBucket } from "../../core/usage-analytics/usage-analytics-json.ts";
import { LOG_COST_DECIMALS } from "../../core/usage-logs/usage-log-rules.ts";

/** The kinds of figure the Usage views show, each written its own way. */
export type UsageUnit = "count" | "usd" | "milliseconds" | "grams";

/** How the Usage views write figures, dates and shares in the interface language. */
export interface UsageFormat {
  /** A figure as read in the headline, the tables and the tooltips; "—" for none. */
  value(unit: UsageUnit, value: number | null): string;
  /** A figure on a chart's axis: only enough digits to tell the ticks apart. */
  tick(unit: UsageUnit, value: number): string;
  /** A share from 0 to 1 as a percentage; "—" for none. */
  percent(share: number | null): string;
  /** A bucket's start (an ISO date-time) as the bucket names it: its hour, day or week's Monday, in UTC. */
  bucketStart(start: string, bucket: UsageBucket): string;
  /** The same, shorter, for an axis. */
  bucketTick(start: string, bucket: UsageBucket): string;
}

/**
 * Made once per language: number formats are costly to create and cheap to reuse. Dollars with 2 decimals
 * (SPEC §9), or the logs' 7 below a cent, which would otherwise read as nothing; durations in ms under a second,
 * else in seconds; grams with one decimal; times in UTC, as the buckets are.
 */
export function createUsageFormat(t: TFunction, language: string): UsageFormat {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const tenth = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const seconds = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const short = new Intl.NumberFormat(language, { maximumSignificantDigits: 2 });
  const percents = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
  const utc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { timeZone: "UTC", ...options });
  const days = utc({ year: "numeric", month: "short", day: "numeric" });
  const hours = utc({ month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
  const shortDays = utc({ month: "short", day: "numeric" });
  const shortHours = utc({ hour: "2-digit", minute: "2-digit" });
  const none = t("common.notAvailable");
  const usd = (amount: number) =>
    amount === 0 || Math.abs(amount) >= 0.01 ? formatUsd(amount) : formatUsd(amount, LOG_COST_DECIMALS);
  const duration = (milliseconds: number) =>
    milliseconds < 1000
      ? t("usageLogs.units.milliseconds", { value: whole.format(milliseconds) })
      : t("usageLogs.units.seconds", { value: seconds.format(milliseconds / 1000) });
  const grams = (text: string) => t("organization.report.charts.grams", { value: text });
  const values: Record<UsageUnit, (value: number) => string> = {
    count: (value) => whole.format(value),
    usd,
    milliseconds: duration,
    grams: (value) => grams(tenth.format(value)),
  };
  const ticks: Record<UsageUnit, (value: number) => string> = {
    count: (value) => short.format(value),
    usd: (value) => `$${short.format(value)}`,
    milliseconds: duration,
    grams: (value) => grams(short.format(value)),
  };
  return {
    value: (unit, value) => (value === null ? none : values[unit](value)),
    tick: (unit, value) => ticks[unit](value),
    percent: (share) => (share === null ? none : percents.format(share)),
    bucketStart: (start, bucket) => (bucket === "hour" ? hours : days).format(new Date(start)),
    bucketTick: (start, bucket) => (bucket === "hour" ? shortHours : shortDays).format(new Date(start)),
  };
}
