import type { BudgetReservationsPort } from "../../core/budgets/budget-reservations.port.ts";
import type { SharedState } from "../shared-state/shared-state.ts";
import { FailoverBudgetReservations } from "./failover-budget-reservations.ts";
import { InProcessBudgetReservations } from "./in-process-budget-reservations.ts";
import { RedisBudgetReservations } from "./redis-budget-reservations.ts";

/** Budget reservations in Redis when the gateway shares state (with its failure mode), else in this process. */
export function budgetReservationsFor(sharedState: SharedState): BudgetReservationsPort {
  if (!sharedState.redis || !sharedState.guard) return new InProcessBudgetReservations();
  return new FailoverBudgetReservations(
    new RedisBudgetReservations(sharedState.redis.client),
    new InProcessBudgetReservations(),
    sharedState.guard,
  );
}
