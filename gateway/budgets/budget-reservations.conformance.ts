// One suite for every adapter of BudgetReservationsPort: the same verdicts, the same words, the same bound under
// simultaneous reservations, month changes and expiry, whichever holds the money.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { BudgetReservationsPort } from "../../core/budgets/budget-reservations.port.ts";
import {
  type BudgetAccount,
  type BudgetRefusal,
  isBudgetRefusal,
  RESERVATION_TTL_MS,
  type Reservation,
} from "../../core/budgets/budget-reservations.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const NEXT_MONTH = Date.parse("2026-04-01T00:00:01.000Z");

/** A key and a department of their own for each test, so adapters that share a store start afresh. */
function accounts() {
  const keyId = `key-${randomUUID()}`;
  const departmentId = `department-${randomUUID()}`;
  return {
    key: (monthlyBudgetUsd: number | null): BudgetAccount => ({
      holder: "apiKey",
      id: keyId,
      monthlyBudgetUsd,
    }),
    department: (monthlyBudgetUsd: number | null): BudgetAccount => ({
      holder: "department",
      id: departmentId,
      monthlyBudgetUsd,
    }),
  };
}

function reserved(verdict: Reservation | BudgetRefusal): Reservation {
  if (isBudgetRefusal(verdict)) throw new Error(`refused: ${verdict.message}`);
  return verdict;
}

export function describeBudgetReservations(name: string, make: () => BudgetReservationsPort): void {
  describe(`budget reservations ${name}`, () => {
    it("hold a request's maximum cost, its input and its maximum output", async () => {
      const ledger = make();
      const { key } = accounts();
      const reservation = reserved(
        await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.05 }, NOW),
      );
      expect(reservation.amountUsd).toBeCloseTo(0.06);
      expect(await ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0, reservedUsd: reservation.amountUsd });
    });

    it("cap what they hold at what the budget has left, all of it when the maximum output is unknown", async () => {
      const ledger = make();
      const { key } = accounts();
      await ledger.learn(key(1), 0.9, NOW);
      const capped = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.5 }, NOW));
      expect(capped.amountUsd).toBeCloseTo(0.1);
      await ledger.settle(capped, 0, NOW);
      const open = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: null }, NOW));
      expect(open.amountUsd).toBeCloseTo(0.1);
    });

    it("refuse a request whose input alone does not fit, in the key's words", async () => {
      const ledger = make();
      const { key } = accounts();
      await ledger.learn(key(0.05), 0.04, NOW);
      const verdict = await ledger.reserve([key(0.05)], { inputUsd: 0.02, maxOutputUsd: 0 }, NOW);
      expect(verdict).toEqual({
        holder: "apiKey",
        id: key(null).id,
        spentUsd: 0.04,
        budgetUsd: 0.05,
        message: "Monthly budget of this API key reached: $0.04 of $0.05 spent this month.",
      });
    });

    it("refuse a department's request in the department's words, counting requests in flight", async () => {
      const ledger = make();
      const { key, department } = accounts();
      await ledger.learn(department(10), 9.5, NOW);
      reserved(await ledger.reserve([key(null), department(10)], { inputUsd: 0.1, maxOutputUsd: 0.4 }, NOW));
      const verdict = await ledger.reserve(
        [key(null), department(10)],
        { inputUsd: 0, maxOutputUsd: 0 },
        NOW,
      );
      expect(isBudgetRefusal(verdict) && verdict.message).toBe(
        "Monthly budget of the department reached: $10.00 of $10.00 spent this month.",
      );
    });

    it("hold nothing for a request without a budget", async () => {
      const ledger = make();
      const { key } = accounts();
      const reservation = reserved(
        await ledger.reserve([key(null)], { inputUsd: 1, maxOutputUsd: null }, NOW),
      );
      expect(reservation).toMatchObject({ accounts: [], amountUsd: 0, month: Date.parse("2026-03-01") });
      expect(ledger.heldHere()).toEqual({ reservations: 0, usd: 0 });
    });

    it("hold the same amount against the key's and the department's budgets, the smaller room deciding", async () => {
      const ledger = make();
      const { key, department } = accounts();
      await ledger.learn(department(1), 0.97, NOW);
      const reservation = reserved(
        await ledger.reserve([key(1), department(1)], { inputUsd: 0.01, maxOutputUsd: 0.1 }, NOW),
      );
      expect(reservation.amountUsd).toBeCloseTo(0.03);
      expect((await ledger.standing(key(1), NOW)).reservedUsd).toBeCloseTo(0.03);
      expect((await ledger.standing(department(1), NOW)).reservedUsd).toBeCloseTo(0.03);
    });

    it("replace what a request held with what it cost when it settles, and give it all back when it failed", async () => {
      const ledger = make();
      const { key } = accounts();
      const answered = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.1 }, NOW));
      const failed = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.1 }, NOW));
      expect(ledger.heldHere()).toEqual({ reservations: 2, usd: expect.closeTo(0.22) });
      await ledger.settle(answered, 0.03, NOW);
      await ledger.settle(failed, 0, NOW);
      expect(await ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0.03, reservedUsd: 0 });
      expect(ledger.heldHere()).toEqual({ reservations: 0, usd: 0 });
    });

    it("take the request log's word when it knows of more spend, and keep their own when it lags", async () => {
      const ledger = make();
      const { key } = accounts();
      await ledger.learn(key(1), 0.2, NOW);
      await ledger.learn(key(1), 0.5, NOW);
      expect((await ledger.standing(key(1), NOW)).spentUsd).toBe(0.5);
      await ledger.settle(
        reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NOW)),
        0.01,
        NOW,
      );
      await ledger.learn(key(1), 0.5, NOW);
      expect((await ledger.standing(key(1), NOW)).spentUsd).toBeCloseTo(0.51);
    });

    it("start each month afresh", async () => {
      const ledger = make();
      const { key } = accounts();
      await ledger.learn(key(1), 1, NOW);
      expect(isBudgetRefusal(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NOW))).toBe(
        true,
      );
      const next = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NEXT_MONTH));
      expect(next.month).toBe(Date.parse("2026-04-01"));
      await ledger.settle(next, 0.01, NEXT_MONTH);
      expect(await ledger.standing(key(1), NEXT_MONTH)).toEqual({ spentUsd: 0.01, reservedUsd: 0 });
    });

    it("drop a reservation that outlived its time to live at the next reservation on its account", async () => {
      const ledger = make();
      const { key } = accounts();
      reserved(await ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0.09 }, NOW));
      const beforeExpiry = NOW + RESERVATION_TTL_MS - 1;
      expect(
        isBudgetRefusal(await ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0 }, beforeExpiry)),
      ).toBe(true);
      const afterExpiry = NOW + RESERVATION_TTL_MS;
      const later = reserved(
        await ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0 }, afterExpiry),
      );
      expect((await ledger.standing(key(0.1), afterExpiry)).reservedUsd).toBeCloseTo(later.amountUsd);
    });

    it("count the cost of a request that settles after its reservation was dropped, never holding less than nothing", async () => {
      const ledger = make();
      const { key } = accounts();
      const slow = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.09 }, NOW));
      const after = NOW + RESERVATION_TTL_MS + 1;
      const quick = reserved(await ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.04 }, after));
      await ledger.settle(slow, 0.07, after);
      expect(await ledger.standing(key(1), after)).toEqual({
        spentUsd: expect.closeTo(0.07),
        reservedUsd: expect.closeTo(quick.amountUsd),
      });
      await ledger.settle(quick, 0.02, after);
      expect(await ledger.standing(key(1), after)).toEqual({
        spentUsd: expect.closeTo(0.09),
        reservedUsd: 0,
      });
    });

    it("let many simultaneous requests overshoot a budget by at most one request's maximum cost", async () => {
      const ledger = make();
      const { key, department } = accounts();
      const budget = 0.05;
      const requests = 120;
      const ceilingOf = (i: number) => ({
        inputUsd: 0.0005,
        maxOutputUsd: i % 4 === 0 ? null : 0.002 * (i % 5),
      });
      const largest = 0.0005 + 0.008;
      await ledger.learn(key(budget), 0.01, NOW);
      const verdicts = await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          ledger.reserve([key(budget), department(null)], ceilingOf(i), NOW),
        ),
      );
      const held = verdicts.filter((verdict) => !isBudgetRefusal(verdict));
      expect(held.length).toBeGreaterThan(0);
      expect(held.length).toBeLessThan(requests);
      const standing = await ledger.standing(key(budget), NOW);
      expect(standing.spentUsd + standing.reservedUsd).toBeLessThanOrEqual(budget + 1e-12);
      // Each answer costs its maximum: a request whose reservation was capped spends past it.
      await Promise.all(
        verdicts.map((verdict, i) => {
          if (isBudgetRefusal(verdict)) return undefined;
          const ceiling = ceilingOf(i);
          return ledger.settle(verdict, ceiling.inputUsd + (ceiling.maxOutputUsd ?? 0.008), NOW);
        }),
      );
      const settled = await ledger.standing(key(budget), NOW);
      expect(settled.reservedUsd).toBe(0);
      expect(settled.spentUsd).toBeLessThanOrEqual(budget + largest);
      expect(ledger.heldHere()).toEqual({ reservations: 0, usd: 0 });
    });
  });
}
