import { formatUsd } from "../../../core/money/format-usd.ts";
import { LOG_COST_DECIMALS } from "../../../core/usage-logs/usage-log-rules.ts";
import type { SeriesMetric } from "./report-series.ts";

/** How the charts write a value of each metric, in the interface language. */
export type ChartFormat = Readonly<Record<SeriesMetric, (value: number) => string>>;

/** The charts' words and numbers: values as read in totals and tooltips, and the shorter ones of the axis. */
export interface ChartFormats {
  readonly value: ChartFormat;
  readonly tick: ChartFormat;
}

/**
 * Dollars with 2 decimals (SPEC §9), or the request logs' 7 for amounts below a cent, which would otherwise read
 * as nothing; counts whole; grams with one decimal.
 */
export function chartFormats(language: string, grams: (value: string) => string): ChartFormats {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const tenth = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  // An axis needs only enough digits to tell its ticks apart.
  const short = new Intl.NumberFormat(language, { maximumSignificantDigits: 2 });
  const usd = (amount: number) =>
    amount === 0 || Math.abs(amount) >= 0.01 ? formatUsd(amount) : formatUsd(amount, LOG_COST_DECIMALS);
  const shortUsd = (amount: number) => `$${short.format(amount)}`;
  return {
    value: {
      requests: (value) => whole.format(value),
      spend: usd,
      energyCost: usd,
      emissions: (value) => grams(tenth.format(value)),
    },
    tick: {
      requests: (value) => whole.format(value),
      spend: shortUsd,
      energyCost: shortUsd,
      emissions: (value) => grams(short.format(value)),
    },
  };
}
