import type { BudgetReservationsPort } from "../../core/budgets/budget-reservations.port.ts";
import {
  type BudgetAccount,
  BudgetHolder,
  type CostCeiling,
  isBudgetRefusal,
  type Reservation,
} from "../../core/budgets/budget-reservations.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { budgetProblem } from "./key-refusals.ts";

/** What keys and departments spent this month, as the request log says. */
export interface SpendSource {
  spentThisMonth(account: Pick<BudgetAccount, "holder" | "id">, now: number): Promise<number>;
}

/**
 * The budget reservations a request makes (this instance's, or every instance's through Redis:
 * gateway/budgets/), with each account's month spend loaded from the request log before a request reserves
 * against it. Each reservation is atomic, so simultaneous requests cannot pass the same check.
 */
export class BudgetLedger {
  /** Reads of the log under way, by account: a request arriving meanwhile waits for the same read. */
  private readonly reads = new Map<string, Promise<void>>();

  constructor(
    private readonly spend: SpendSource,
    private readonly reservations: BudgetReservationsPort,
    private readonly clock: Clock,
  ) {}

  /** Holds the request's maximum cost against every budget it counts against, or refuses it (429). */
  async reserve(accounts: readonly BudgetAccount[], ceiling: CostCeiling): Promise<Reservation> {
    const budgeted = accounts.filter((account) => account.monthlyBudgetUsd !== null);
    await Promise.all(budgeted.map((account) => this.readSpend(account)));
    const verdict = await this.reservations.reserve(budgeted, ceiling, this.clock.now());
    if (isBudgetRefusal(verdict)) throw budgetProblem(verdict);
    return verdict;
  }

  /**
   * The request is over and cost `costUsd` (0 when it failed before costing anything). Nobody waits for it: a
   * settlement that fails (shared state unreachable, already logged) leaves the reservation to expire, and the
   * request log still has the cost for the next reservation's reading.
   */
  settle(reservation: Reservation, costUsd: number): void {
    this.reservations.settle(reservation, costUsd, this.clock.now()).catch(() => {});
  }

  /**
   * Reads the account's month spend from the log before each reservation (one read at a time per account). The
   * ledger keeps the larger of it and what it counted itself, since the log lags by the answers not written yet:
   * reading it only ever adds spend made elsewhere (another instance, rows written by hand).
   */
  private readSpend(account: BudgetAccount): Promise<void> {
    const key = `${account.holder}:${account.id}`;
    const underWay = this.reads.get(key);
    if (underWay) return underWay;
    const now = this.clock.now();
    const read = this.spend
      .spentThisMonth(account, now)
      .then((spentUsd) => this.reservations.learn(account, spentUsd, now))
      .finally(() => this.reads.delete(key));
    this.reads.set(key, read);
    return read;
  }
}

/** The budgets a request counts against: its key's and its department's (either may have none). */
export function budgetAccountsOf(
  key: { readonly id: string; readonly monthlyBudgetUsd: number | null } | null,
  department: { readonly departmentId: string; readonly monthlyBudgetInDollar: number | null } | null,
): BudgetAccount[] {
  const accounts: BudgetAccount[] = [];
  if (key)
    accounts.push({ holder: BudgetHolder.API_KEY, id: key.id, monthlyBudgetUsd: key.monthlyBudgetUsd });
  if (department)
    accounts.push({
      holder: BudgetHolder.DEPARTMENT,
      id: department.departmentId,
      monthlyBudgetUsd: department.monthlyBudgetInDollar,
    });
  return accounts;
}
