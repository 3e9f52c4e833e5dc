import type {
  BudgetReservationsPort,
  BudgetStanding,
  HeldHere,
} from "../../core/budgets/budget-reservations.port.ts";
import {
  type BudgetAccount,
  type BudgetRefusal,
  type CostCeiling,
  isBudgetRefusal,
  type Reservation,
} from "../../core/budgets/budget-reservations.ts";
import { SharedStateKind } from "../shared-state/shared-state-failure.ts";
import type { SharedStateGuard } from "../shared-state/shared-state-guard.ts";

/**
 * Shared budget reservations while Redis answers; while it does not, the budgets' failure mode decides: closed
 * (the default) refuses budgeted requests with 503, open holds them in this instance's own ledger. A reservation
 * is settled where it was made; one made in Redis that cannot be settled there expires (RESERVATION_TTL_MS).
 */
export class FailoverBudgetReservations implements BudgetReservationsPort {
  /** Reservations made in this instance's own ledger while Redis was down. */
  private readonly madeHere = new Set<string>();

  constructor(
    private readonly shared: BudgetReservationsPort,
    private readonly own: BudgetReservationsPort,
    private readonly guard: SharedStateGuard,
  ) {}

  learn(account: Pick<BudgetAccount, "holder" | "id">, spentUsd: number, now: number): Promise<void> {
    return this.guard.run(
      SharedStateKind.BUDGETS,
      () => this.shared.learn(account, spentUsd, now),
      () => this.own.learn(account, spentUsd, now),
    );
  }

  reserve(
    accounts: readonly BudgetAccount[],
    ceiling: CostCeiling,
    now: number,
  ): Promise<Reservation | BudgetRefusal> {
    return this.guard.run(
      SharedStateKind.BUDGETS,
      () => this.shared.reserve(accounts, ceiling, now),
      async () => {
        const verdict = await this.own.reserve(accounts, ceiling, now);
        if (!isBudgetRefusal(verdict)) this.madeHere.add(verdict.id);
        return verdict;
      },
    );
  }

  settle(reservation: Reservation, costUsd: number, now: number): Promise<void> {
    if (this.madeHere.delete(reservation.id)) return this.own.settle(reservation, costUsd, now);
    // Redis down (open): the cost still counts in the own ledger, which budgets would fall back on.
    return this.guard.run(
      SharedStateKind.BUDGETS,
      () => this.shared.settle(reservation, costUsd, now),
      () => this.own.settle(reservation, costUsd, now),
    );
  }

  standing(account: Pick<BudgetAccount, "holder" | "id">, now: number): Promise<BudgetStanding> {
    return this.guard.run(
      SharedStateKind.BUDGETS,
      () => this.shared.standing(account, now),
      () => this.own.standing(account, now),
    );
  }

  heldHere(): HeldHere {
    const shared = this.shared.heldHere();
    const own = this.own.heldHere();
    return { reservations: shared.reservations + own.reservations, usd: shared.usd + own.usd };
  }
}
