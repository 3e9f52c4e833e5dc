import { formattingLocale } from "../i18n/formatting-locale.ts";
import { formatUsd } from "../money/format-usd.ts";
import { isApiKeyBudgetAlert, type NotificationDetailsJson } from "./notification-json.ts";

/** A notification's facts written for its reader, to fill in the sentence of its kind. */
export interface NotificationWording {
  /** The department's name; "" for a personal API key's alert. */
  readonly department: string;
  /** The API key's name, for a key's alert; "" otherwise. */
  readonly apiKey: string;
  /** "80%" in en-US, "80 %" in fr-FR. */
  readonly threshold: string;
  readonly budget: string;
  readonly spend: string;
  /** The month-end forecast, for a forecast warning; "" otherwise. */
  readonly forecast: string;
  /** "May 2026" in en-US. */
  readonly month: string;
}

/** The most decimals an amount below a cent is written with. */
const MOST_DECIMALS = 6;

/**
 * Dollars to the cent, as budgets are read; an amount below a cent keeps the decimals it has (up to six), so a
 * budget of $0.0005 does not read as $0.00.
 */
export function alertAmount(amount: number, locale = formattingLocale()): string {
  // Zero needs no test of its own: it has no units below a cent, so it is written with two decimals below.
  if (Math.abs(amount) >= 0.01) return formatUsd(amount, 2, locale);
  const smallestUnits = Math.round(Math.abs(amount) * 10 ** MOST_DECIMALS);
  let decimals = 2;
  while (
    // Stryker disable next-line EqualityOperator: at six decimals the remainder is modulo 10 ** 0 = 1, zero for whole units; a NaN amount reads "$NaN" with 6 or 7
    decimals < MOST_DECIMALS &&
    smallestUnits % 10 ** (MOST_DECIMALS - decimals) !== 0
  )
    decimals += 1;
  return formatUsd(amount, decimals, locale);
}

/** The figures of a budget alert in the reader's language. */
export function notificationWording(
  details: NotificationDetailsJson,
  locale = formattingLocale(),
): NotificationWording {
  const [year, month] = details.period.split("-").map(Number);
  const monthStart = Date.UTC(year ?? 1970, (month ?? 1) - 1, 1);
  return {
    department: details.departmentName ?? "",
    apiKey: isApiKeyBudgetAlert(details) ? details.apiKeyName : "",
    threshold: new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(
      details.threshold / 100,
    ),
    budget: alertAmount(details.budget, locale),
    spend: alertAmount(details.spend, locale),
    forecast:
      isApiKeyBudgetAlert(details) || details.forecast === undefined
        ? ""
        : alertAmount(details.forecast, locale),
    month: Number.isNaN(monthStart)
      ? details.period
      : new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
          monthStart,
        ),
  };
}
