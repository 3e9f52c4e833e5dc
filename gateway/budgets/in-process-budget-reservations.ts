import type {
  BudgetReservationsPort,
  BudgetStanding,
  HeldHere,
} from "../../core/budgets/budget-reservations.port.ts";
import {
  type BudgetAccount,
  type BudgetRefusal,
  BudgetReservations,
  type CostCeiling,
  isBudgetRefusal,
  type Reservation,
} from "../../core/budgets/budget-reservations.ts";
import { HeldHereCount } from "./held-here-count.ts";

/** Budget reservations kept in this process: one gateway instance, or an instance whose Redis is down (open). */
export class InProcessBudgetReservations implements BudgetReservationsPort {
  private readonly ledger = new BudgetReservations();
  private readonly held = new HeldHereCount();

  async learn(account: Pick<BudgetAccount, "holder" | "id">, spentUsd: number, now: number): Promise<void> {
    this.ledger.learn(account, spentUsd, now);
  }

  async reserve(
    accounts: readonly BudgetAccount[],
    ceiling: CostCeiling,
    now: number,
  ): Promise<Reservation | BudgetRefusal> {
    const verdict = this.ledger.reserve(accounts, ceiling, now);
    if (!isBudgetRefusal(verdict)) this.held.add(verdict);
    return verdict;
  }

  async settle(reservation: Reservation, costUsd: number): Promise<void> {
    this.ledger.settle(reservation, costUsd);
    this.held.remove(reservation);
  }

  async standing(account: Pick<BudgetAccount, "holder" | "id">, now: number): Promise<BudgetStanding> {
    return this.ledger.standing(account, now);
  }

  heldHere(): HeldHere {
    return this.held.now();
  }
}
