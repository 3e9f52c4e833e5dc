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

/**
 * How long a reservation holds money: longer than the longest request (an upstream's timeout is 60 s unless it
 * says otherwise; a long stream runs for minutes), so only the reservation of a request whose gateway instance died
 * outlives it. The next reservation on its account then drops it. A request that does outlive it still settles.
 */
export const RESERVATION_TTL_MS = 15 * 60_000;

/** Money held for a request until it is answered. */
export interface Reservation {
  /** Which reservation this is, on each of its accounts (unique per ledger). */
  readonly id: string;
  /** The accounts it holds money on (`accountKey`), the budgeted ones only. */
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
  /** Held by requests not yet answered: the sum of `held`. */
  reservedUsd: number;
  /** The reservations held, by id: what each holds and when it is dropped unless settled. */
  readonly held: Map<string, { readonly amountUsd: number; readonly expiresAt: number }>;
}

/** How an account is named in a reservation: `apiKey:<id>` or `department:<id>`. */
export const accountKey = (account: Pick<BudgetAccount, "holder" | "id">) =>
  `${account.holder}:${account.id}`;

/** The refusal's words, one form for a key and a department. */
export function budgetReachedMessage(holder: BudgetHolder, spentUsd: number, budgetUsd: number): string {
  const whose = holder === BudgetHolder.API_KEY ? "this API key" : "the department";
  return `Monthly budget of ${whose} reached: $${spentUsd.toFixed(2)} of $${budgetUsd.toFixed(2)} spent this month.`;
}

/** Whether a request whose input costs `inputUsd` has no room left in a budget where it stands. */
export function budgetLeavesNoRoom(
  inputUsd: number,
  budgetUsd: number,
  spentUsd: number,
  reservedUsd: number,
) {
  const left = budgetUsd - spentUsd - reservedUsd;
  return left <= 0 || inputUsd > left;
}

/**
 * The refusal of a request by a budget where it stands: it names what is spent or held, at most the budget unless
 * more was already spent (reservations in flight never make a budget look more than fully spent).
 */
export function budgetRefusal(account: BudgetAccount, spentUsd: number, reservedUsd: number): BudgetRefusal {
  const budget = account.monthlyBudgetUsd ?? Number.POSITIVE_INFINITY;
  const committed = Math.min(spentUsd + reservedUsd, Math.max(budget, spentUsd));
  return {
    holder: account.holder,
    id: account.id,
    spentUsd: committed,
    budgetUsd: budget,
    message: budgetReachedMessage(account.holder, committed, budget),
  };
}

/** What a request reserves: its maximum cost, capped at the smallest room its budgets have left. */
export function reservationAmount(ceiling: CostCeiling, roomUsd: number): number {
  const maximum =
    ceiling.maxOutputUsd === null ? Number.POSITIVE_INFINITY : ceiling.inputUsd + ceiling.maxOutputUsd;
  return Math.min(maximum, roomUsd);
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
 * fits until it settles. A budget is therefore overshot by less than one request's maximum cost: across all
 * instances when they share their reservations (gateway/budgets/, Redis), else on each instance.
 *
 * A reservation left unsettled for RESERVATION_TTL_MS is dropped at the next reservation on its account.
 *
 * Pure and synchronous: the caller loads the month's spend of accounts it does not know yet (`unknown`, `learn`),
 * then reserves, so no two reservations interleave. Time is passed in.
 */
export class BudgetReservations {
  private readonly accounts = new Map<string, AccountMonth>();
  private reservationsMade = 0;

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
    else this.accounts.set(key, { month, spentUsd, reservedUsd: 0, held: new Map() });
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
      dropExpired(state, now);
      const budget = account.monthlyBudgetUsd as number;
      if (budgetLeavesNoRoom(ceiling.inputUsd, budget, state.spentUsd, state.reservedUsd))
        return budgetRefusal(account, state.spentUsd, state.reservedUsd);
      room = Math.min(room, budget - state.spentUsd - state.reservedUsd);
    }
    const amountUsd = budgeted.length === 0 ? 0 : reservationAmount(ceiling, room);
    // Stryker disable next-line AssignmentOperator: counting down gives ids as unique as counting up, and nothing reads their order
    this.reservationsMade += 1;
    const id = String(this.reservationsMade);
    for (const account of budgeted) {
      const state = this.stateOf(account, month);
      state.held.set(id, { amountUsd, expiresAt: now + RESERVATION_TTL_MS });
      state.reservedUsd += amountUsd;
    }
    return { id, accounts: budgeted.map(accountKey), amountUsd, month };
  }

  /**
   * The request was answered and cost `costUsd` (0 when it failed): its reservation gives way to its cost. A
   * reservation already dropped (it outlived RESERVATION_TTL_MS) holds nothing any more: only its cost counts.
   */
  settle(reservation: Reservation, costUsd: number): void {
    for (const key of reservation.accounts) {
      const state = this.accounts.get(key);
      if (!state || state.month !== reservation.month) continue;
      const held = state.held.get(reservation.id);
      if (held) {
        state.held.delete(reservation.id);
        state.reservedUsd = state.held.size === 0 ? 0 : Math.max(0, state.reservedUsd - held.amountUsd);
      }
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
      state = { month, spentUsd: 0, reservedUsd: 0, held: new Map() };
      this.accounts.set(key, state);
    }
    return state;
  }
}

/** Drops the reservations that outlived RESERVATION_TTL_MS: their requests' instance is gone. */
function dropExpired(state: AccountMonth, now: number): void {
  for (const [id, held] of state.held) {
    if (held.expiresAt > now) continue;
    state.held.delete(id);
    state.reservedUsd -= held.amountUsd;
  }
  // Sums of floating-point amounts drift: with nothing held, nothing is held.
  state.reservedUsd = state.held.size === 0 ? 0 : Math.max(0, state.reservedUsd);
}

export function isBudgetRefusal(verdict: Reservation | BudgetRefusal): verdict is BudgetRefusal {
  return "message" in verdict;
}
