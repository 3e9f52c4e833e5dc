/** Where a department's month is heading: spent so far, and the month-end figure at the pace so far. */
export interface BudgetForecast {
  readonly spent: number;
  /** `spent` carried forward to the month's end at the average daily pace since the 1st (UTC). */
  readonly forecast: number;
  /** The budget, or null when the department has none. */
  readonly budget: number | null;
  /** Share of the budget spent (0 when there is none), e.g. 0.42. */
  readonly spentShare: number;
  /** Whether the forecast passes the budget. */
  readonly overBudgetAtMonthEnd: boolean;
}

const DAY = 86_400_000;

/** Midnight (UTC) on the 1st of the calendar month of `now`: where "spent this month" starts counting. */
export function utcMonthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/**
 * The month-end forecast of a department's spending (UTC calendar month). Early in a month the pace is taken over
 * at least one day, so a first request at 00:05 on the 1st does not project a month of that minute's rate.
 */
export function budgetForecast(spent: number, budget: number | null, now: number): BudgetForecast {
  const date = new Date(now);
  const monthStart = utcMonthStart(now);
  const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  // Never more than the month itself: `now` is inside it, and a day is shorter than any month.
  const elapsed = Math.max(now - monthStart, DAY);
  // Stryker disable next-line EqualityOperator: a spend of exactly 0 carried forward is 0 either way
  const forecast = spent <= 0 ? 0 : (spent * (monthEnd - monthStart)) / elapsed;
  return {
    spent,
    forecast,
    budget,
    // Stryker disable next-line EqualityOperator: a budget of 0 is falsy and stops at `budget &&`, so ">=" changes nothing
    spentShare: budget && budget > 0 ? spent / budget : 0,
    overBudgetAtMonthEnd: budget !== null && forecast > budget,
  };
}
