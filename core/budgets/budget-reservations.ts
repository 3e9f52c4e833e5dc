import { utcMonthStart } from "../organization/budget-forecast.ts";

/** Whose money a request spends: its API key's, its department's. */
export const BudgetHolder = { API_KEY: "apiKey", DEPARTMENT: "department" } as const;
export type BudgetHolder = (typeof BudgetHolder)[keyof typeof BudgetHolder];

/** One monthly budget a request counts against. */
export interface BudgetAccount {
  readonly holder: BudgetHolder;
  /** The key's or the department's id. */
  readonly id: string;
  /** USD a calendar month (UTC); null: no budget (nothing to hold back). */
  readonly monthlyBudgetUsd: number | null;
}

/** What a request may cost at most, at the prices of the model that will serve it. */
export interface CostCeiling {
  /** Its input, estimated before it is sent. */
  readonly inputUsd: number;
  /**
   * Its output at most: max_tokens (times the choices asked for) at the output price, or, without max_tokens, the
   * catalogue model's maximum output; null when neither is known (the reservation is then what the budget has left).
   */
  readonly maxOutputUsd: number | null;
}

/** Money held for a request until it is answered. */
export interface Reservation {
  readonly accounts: readonly string[];
  readonly amountUsd: number;
  readonly month: number;
}

/** A request whose cost does not fit a budget: whose, and where it stands. */
export interface BudgetRefusal {
  readonly holder: BudgetHolder;
  readonly id: string;
  readonly spentUsd: number;
  readonly budgetUsd: number;
  readonly message: string;
}

interface AccountMonth {
  readonly month: number;
  /** Spent this month by requests answered (loaded from the request log, then settled here). */
  spentUsd: number;
  /** Held by requests not yet answered. */
  reservedUsd: number;
}

const accountKey = (account: Pick<BudgetAccount, "holder" | "id">) => `${account.holder}:${account.id}`;

/** The refusal's words, one form for a key and a department. */
export function budgetReachedMessage(holder: BudgetHolder, spentUsd: number, budgetUsd: number): string {
  const whose = holder === BudgetHolder.API_KEY ? "this API key" : "the department";
  return `Monthly budget of ${whose} reached: $${spentUsd.toFixed(2)} of $${budgetUsd.toFixed(2)} spent this month.`;
}

/**
 * A ledger of monthly budgets that requests reserve against before they are forwarded, so that simultaneous
 * requests cannot all pass a check of what was spent and together overshoot it.
 *
 * A request reserves its maximum cost (input plus maximum output), capped at what each of its budgets has left,
 * and is refused when not even its input fits; it settles with its real cost when answered (released when it
 * failed: it cost nothing). Spend known = spend loaded from the request log for the month + what settled here
 * since; reservations in flight count against the budget too.
 *
 * The bound: a request that reserved its whole maximum cost cannot spend more than it reserved, so only a request
 * whose reservation was capped can overshoot, and once one is (the budget then has nothing left) no other request
 * fits until it settles. A budget is therefore overshot by less than one request's maximum cost, on each instance
 * (the ledger is in-process; the request log is what instances share).
 *
 * Pure and synchronous: the caller loads the month's spend of accounts it does not know yet (`unknown`, `learn`),
 * then reserves, so no two reservations interleave. Time is passed in.
 */
export class BudgetReservations {
  private readonly accounts = new Map<string, AccountMonth>();

  /** The budgeted accounts whose spend this month is not known yet: load it from the log and `learn` it. */
  unknown(accounts: readonly BudgetAccount[], now: number): BudgetAccount[] {
    const month = utcMonthStart(now);
    return accounts.filter(
      (account) =>
        account.monthlyBudgetUsd !== null && this.accounts.get(accountKey(account))?.month !== month,
    );
  }

  /**
   * What an account spent this month, as the request log says. Once the account is known the larger word wins:
   * the log lags behind what settled here (rows are written in batches), but may know of spend made elsewhere.
   */
  learn(account: Pick<BudgetAccount, "holder" | "id">, spentUsd: number, now: number): void {
    const month = utcMonthStart(now);
    const key = accountKey(account);
    const state = this.accounts.get(key);
    if (state?.month === month) state.spentUsd = Math.max(state.spentUsd, spentUsd);
    else this.accounts.set(key, { month, spentUsd, reservedUsd: 0 });
  }

  /**
   * Holds a request's maximum cost against each budget it counts against, or refuses it when one has not room for
   * even its input. Accounts whose spend is not known yet (`unknown`) count as having spent nothing.
   */
  reserve(
    accounts: readonly BudgetAccount[],
    ceiling: CostCeiling,
    now: number,
  ): Reservation | BudgetRefusal {
    const month = utcMonthStart(now);
    const budgeted = accounts.filter((account) => account.monthlyBudgetUsd !== null);
    let room = Number.POSITIVE_INFINITY;
    for (const account of budgeted) {
      const state = this.stateOf(account, month);
      const budget = account.monthlyBudgetUsd as number;
      const left = budget - state.spentUsd - state.reservedUsd;
      if (left <= 0 || ceiling.inputUsd > left) {
        const committed = Math.min(state.spentUsd + state.reservedUsd, Math.max(budget, state.spentUsd));
        return {
          holder: account.holder,
          id: account.id,
          spentUsd: committed,
          budgetUsd: budget,
          message: budgetReachedMessage(account.holder, committed, budget),
        };
      }
      room = Math.min(room, left);
    }
    const maximum =
      ceiling.maxOutputUsd === null ? Number.POSITIVE_INFINITY : ceiling.inputUsd + ceiling.maxOutputUsd;
    const amountUsd = budgeted.length === 0 ? 0 : Math.min(maximum, room);
    for (const account of budgeted) this.stateOf(account, month).reservedUsd += amountUsd;
    return { accounts: budgeted.map(accountKey), amountUsd, month };
  }

  /** The request was answered and cost `costUsd` (0 when it failed): its reservation gives way to its cost. */
  settle(reservation: Reservation, costUsd: number): void {
    for (const key of reservation.accounts) {
      const state = this.accounts.get(key);
      if (!state || state.month !== reservation.month) continue;
      state.reservedUsd = Math.max(0, state.reservedUsd - reservation.amountUsd);
      state.spentUsd += Math.max(0, costUsd);
    }
  }

  /** The request failed before costing anything. */
  release(reservation: Reservation): void {
    this.settle(reservation, 0);
  }

  /** What the account spent this month and holds for requests in flight, as far as this ledger knows. */
  standing(
    account: Pick<BudgetAccount, "holder" | "id">,
    now: number,
  ): { spentUsd: number; reservedUsd: number } {
    const state = this.accounts.get(accountKey(account));
    if (!state || state.month !== utcMonthStart(now)) return { spentUsd: 0, reservedUsd: 0 };
    return { spentUsd: state.spentUsd, reservedUsd: state.reservedUsd };
  }

  private stateOf(account: BudgetAccount, month: number): AccountMonth {
    const key = accountKey(account);
    let state = this.accounts.get(key);
    if (!state || state.month !== month) {
      state = { month, spentUsd: 0, reservedUsd: 0 };
      this.accounts.set(key, state);
    }
    return state;
  }
}

export function isBudgetRefusal(verdict: Reservation | BudgetRefusal): verdict is BudgetRefusal {
  return "message" in verdict;
}
