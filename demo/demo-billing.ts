import { periodEnd } from "../core/billing/billing-periods.ts";

const DAY = 86_400_000;

/**
 * How the demo account pays for its tier: with one saved card, monthly, since a little over thirteen months ago
 * (fourteen paid invoices, more than one page of them).
 */
export const DEMO_BILLING = {
  subscribedDaysAgo: 400,
  card: { brand: "visa", last4: "4242", expMonth: 12 },
  /** The card expires this many years after the subscription started. */
  cardYearsValid: 3,
} as const;

export function demoSubscribedAt(now: number): number {
  return now - DEMO_BILLING.subscribedDaysAgo * DAY;
}

export function demoCardExpiryYear(now: number): number {
  return new Date(demoSubscribedAt(now)).getUTCFullYear() + DEMO_BILLING.cardYearsValid;
}

/** When each monthly period of the demo's subscription started, oldest first, up to now: one paid invoice each. */
export function demoPaidPeriodStarts(now: number): string[] {
  const anchor = new Date(demoSubscribedAt(now)).toISOString();
  const starts: string[] = [];
  for (let index = 0; Date.parse(periodEnd(anchor, "month", index)) <= now; index += 1)
    starts.push(periodEnd(anchor, "month", index));
  return starts;
}
