import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type {
  BudgetReservationsPort,
  BudgetStanding,
  HeldHere,
} from "../../core/budgets/budget-reservations.port.ts";
import {
  accountKey,
  type BudgetAccount,
  type BudgetRefusal,
  budgetRefusal,
  type CostCeiling,
  RESERVATION_TTL_MS,
  type Reservation,
} from "../../core/budgets/budget-reservations.ts";
import { utcMonthStart } from "../../core/organization/budget-forecast.ts";
import { LEARN_SCRIPT, RESERVE_SCRIPT, SETTLE_SCRIPT } from "./budget-reservation-scripts.ts";
import { HeldHereCount } from "./held-here-count.ts";

/** How long an account's month outlives the month in Redis: a request reserved at its last minute still settles. */
const KEYS_OUTLIVE_MONTH_MS = 24 * 60 * 60_000;

interface BudgetScripts {
  budgetReserve(...keysAndArgs: string[]): Promise<string[]>;
  budgetSettle(...keysAndArgs: string[]): Promise<number>;
  budgetLearn(...keysAndArgs: string[]): Promise<number>;
}

/**
 * Budget reservations every gateway instance shares through Redis: one Lua script per operation, so that two
 * instances' simultaneous reservations never pass the same check (one Redis, not a cluster: a reservation's keys
 * span its key's and its department's accounts).
 */
export class RedisBudgetReservations implements BudgetReservationsPort {
  private readonly scripts: BudgetScripts;
  private readonly held = new HeldHereCount();

  constructor(private readonly client: Redis) {
    // ioredis sends each script by its SHA, and its text again when Redis no longer knows it (after a restart).
    client.defineCommand("budgetReserve", { lua: RESERVE_SCRIPT });
    client.defineCommand("budgetSettle", { lua: SETTLE_SCRIPT });
    client.defineCommand("budgetLearn", { lua: LEARN_SCRIPT });
    this.scripts = client as unknown as BudgetScripts;
  }

  async learn(account: Pick<BudgetAccount, "holder" | "id">, spentUsd: number, now: number): Promise<void> {
    const month = utcMonthStart(now);
    await this.scripts.budgetLearn(
      "1",
      monthKey(accountKey(account), month),
      amountText(spentUsd),
      String(keyTtlMs(month, now)),
    );
  }

  async reserve(
    accounts: readonly BudgetAccount[],
    ceiling: CostCeiling,
    now: number,
  ): Promise<Reservation | BudgetRefusal> {
    const month = utcMonthStart(now);
    const budgeted = accounts.filter((account) => account.monthlyBudgetUsd !== null);
    const id = randomUUID();
    if (budgeted.length === 0) return { id, accounts: [], amountUsd: 0, month };
    const names = budgeted.map(accountKey);
    const [verdict, ...figures] = await this.scripts.budgetReserve(
      String(2 * names.length),
      ...keysOf(names, month),
      String(now),
      String(RESERVATION_TTL_MS),
      String(keyTtlMs(month, now)),
      id,
      amountText(ceiling.inputUsd),
      ceiling.maxOutputUsd === null ? "" : amountText(ceiling.inputUsd + ceiling.maxOutputUsd),
      ...budgeted.map((account) => amountText(account.monthlyBudgetUsd as number)),
    );
    if (verdict === "refused") {
      const [which, spent, held] = figures;
      return budgetRefusal(budgeted[Number(which) - 1] as BudgetAccount, Number(spent), Number(held));
    }
    const reservation = { id, accounts: names, amountUsd: Number(figures[0]), month };
    this.held.add(reservation);
    return reservation;
  }

  async settle(reservation: Reservation, costUsd: number): Promise<void> {
    this.held.remove(reservation);
    if (reservation.accounts.length === 0) return;
    await this.scripts.budgetSettle(
      String(2 * reservation.accounts.length),
      ...keysOf(reservation.accounts, reservation.month),
      reservation.id,
      amountText(Math.max(0, costUsd)),
    );
  }

  async standing(account: Pick<BudgetAccount, "holder" | "id">, now: number): Promise<BudgetStanding> {
    const [spent, held] = await this.client.hmget(
      monthKey(accountKey(account), utcMonthStart(now)),
      "spent",
      "held",
    );
    return { spentUsd: Number(spent ?? 0), reservedUsd: Number(held ?? 0) };
  }

  heldHere(): HeldHere {
    return this.held.now();
  }
}

/** e.g. gateway:budget:apiKey:<id>:2026-03, the hash of the account's month. */
function monthKey(account: string, month: number): string {
  return `gateway:budget:${account}:${new Date(month).toISOString().slice(0, 7)}`;
}

function keysOf(accounts: readonly string[], month: number): string[] {
  return accounts.flatMap((account) => [monthKey(account, month), `${monthKey(account, month)}:expiries`]);
}

/** Until the month is over, and a day more; from `now` as the caller says it, so tests may set any date. */
function keyTtlMs(month: number, now: number): number {
  const start = new Date(month);
  const next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  return Math.max(1, next - now + KEYS_OUTLIVE_MONTH_MS);
}

/** A double as Lua reads it back exactly. */
function amountText(usd: number): string {
  return usd.toPrecision(17);
}
