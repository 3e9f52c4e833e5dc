import type { HeldHere } from "../../core/budgets/budget-reservations.port.ts";
import type { Reservation } from "../../core/budgets/budget-reservations.ts";

/** The reservations this instance made and has not settled yet, for the operators' metrics. */
export class HeldHereCount {
  private readonly amounts = new Map<string, number>();
  private usd = 0;

  add(reservation: Reservation): void {
    if (reservation.accounts.length === 0) return;
    this.amounts.set(reservation.id, reservation.amountUsd);
    this.usd += reservation.amountUsd;
  }

  remove(reservation: Reservation): void {
    const amount = this.amounts.get(reservation.id);
    if (amount === undefined) return;
    this.amounts.delete(reservation.id);
    // Sums of floating-point amounts drift: with nothing held, nothing is held.
    this.usd = this.amounts.size === 0 ? 0 : this.usd - amount;
  }

  now(): HeldHere {
    return { reservations: this.amounts.size, usd: this.usd };
  }
}
