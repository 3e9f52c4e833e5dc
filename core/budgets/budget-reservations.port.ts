import type { BudgetAccount, BudgetRefusal, CostCeiling, Reservation } from "./budget-reservations.ts";

/** What an account spent this month and holds for requests in flight. */
export interface BudgetStanding {
  readonly spentUsd: number;
  readonly reservedUsd: number;
}

/** The reservations this gateway instance holds now (requests in flight): the operators' metrics. */
export interface HeldHere {
  readonly reservations: number;
  readonly usd: number;
}

/**
 * Monthly budgets that requests reserve against before they are forwarded (the rules: BudgetReservations), kept
 * in this process for one gateway instance or in a store every instance shares. Each operation is atomic: two
 * simultaneous reservations never both pass the same check. Time is passed in.
 */
export interface BudgetReservationsPort {
  /** What the request log says the account spent this month; the larger of it and what is known wins. */
  learn(account: Pick<BudgetAccount, "holder" | "id">, spentUsd: number, now: number): Promise<void>;
  /** Holds the request's maximum cost against each budgeted account, or refuses it in the budget's words. */
  reserve(
    accounts: readonly BudgetAccount[],
    ceiling: CostCeiling,
    now: number,
  ): Promise<Reservation | BudgetRefusal>;
  /** The request is over and cost `costUsd` (0 when it failed): its reservation gives way to its cost. */
  settle(reservation: Reservation, costUsd: number, now: number): Promise<void>;
  standing(account: Pick<BudgetAccount, "holder" | "id">, now: number): Promise<BudgetStanding>;
  /** What this instance holds now, by its own count (no call to a shared store). */
  heldHere(): HeldHere;
}
