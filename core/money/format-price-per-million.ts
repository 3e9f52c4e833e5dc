import { formatUsd } from "./format-usd.ts";

const MOST_DECIMALS = 4;

/**
 * A price per million tokens: cents as usual, more decimals only when the price has them (a cached input price of
 * $0.075 must not read as $0.08), up to four.
 */
export function formatPricePerMillion(amount: number, locale?: string): string {
  const smallestUnits = Math.round(amount * 10 ** MOST_DECIMALS);
  let decimals = 2;
  // Stryker disable next-line EqualityOperator: at four decimals the remainder is taken modulo 10 ** 0 = 1, which is 0 for every whole number of units (and NaN stays NaN, formatted alike at 4 or 5 decimals), so "<=" stops exactly where "<" does
  while (decimals < MOST_DECIMALS && smallestUnits % 10 ** (MOST_DECIMALS - decimals) !== 0) decimals += 1;
  return formatUsd(amount, decimals, locale);
}
