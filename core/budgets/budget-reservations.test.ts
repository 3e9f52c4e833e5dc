import { describe, expect, it } from "vitest";
import {
  accountKey,
  type BudgetAccount,
  BudgetReservations,
  budgetLeavesNoRoom,
  budgetRefusal,
  isBudgetRefusal,
  RESERVATION_TTL_MS,
  type Reservation,
  reservationAmount,
} from "./budget-reservations.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const NEXT_MONTH = Date.parse("2026-04-01T00:00:01.000Z");
const key = (monthlyBudgetUsd: number | null): BudgetAccount => ({
  holder: "apiKey",
  id: "k1",
  monthlyBudgetUsd,
});
const department = (monthlyBudgetUsd: number | null): BudgetAccount => ({
  holder: "department",
  id: "d1",
  monthlyBudgetUsd,
});

function reserved(verdict: ReturnType<BudgetReservations["reserve"]>): Reservation {
  if (isBudgetRefusal(verdict)) throw new Error(`refused: ${verdict.message}`);
  return verdict;
}

describe("reserving a request's cost against a budget", () => {
  it("holds the request's maximum cost: its input and its maximum output", () => {
    const ledger = new BudgetReservations();
    const reservation = reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.05 }, NOW));
    expect(reservation.amountUsd).toBeCloseTo(0.06);
    expect(ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0, reservedUsd: reservation.amountUsd });
  });

  it("caps what it holds at what the budget has left", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.9, NOW);
    const reservation = reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.5 }, NOW));
    expect(reservation.amountUsd).toBeCloseTo(0.1);
  });

  it("holds all that is left when the request's maximum output is unknown", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.25, NOW);
    expect(reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: null }, NOW)).amountUsd).toBe(
      0.75,
    );
  });

  it("refuses a request whose input alone does not fit, in the budget's words", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(0.05), 0.04, NOW);
    const verdict = ledger.reserve([key(0.05)], { inputUsd: 0.02, maxOutputUsd: 0 }, NOW);
    expect(verdict).toMatchObject({
      holder: "apiKey",
      id: "k1",
      message: "Monthly budget of this API key reached: $0.04 of $0.05 spent this month.",
    });
  });

  it("refuses a department's request in the department's words", () => {
    const ledger = new BudgetReservations();
    ledger.learn(department(10), 10, NOW);
    const verdict = ledger.reserve([key(null), department(10)], { inputUsd: 0, maxOutputUsd: 0 }, NOW);
    expect(isBudgetRefusal(verdict) && verdict.message).toBe(
      "Monthly budget of the department reached: $10.00 of $10.00 spent this month.",
    );
  });

  it("counts requests in flight against the budget", () => {
    const ledger = new BudgetReservations();
    reserved(ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0.09 }, NOW));
    expect(isBudgetRefusal(ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NOW))).toBe(true);
  });

  it("holds nothing for a request without a budget", () => {
    const ledger = new BudgetReservations();
    expect(reserved(ledger.reserve([key(null)], { inputUsd: 1, maxOutputUsd: null }, NOW))).toEqual({
      id: expect.any(String),
      accounts: [],
      amountUsd: 0,
      month: Date.parse("2026-03-01T00:00:00.000Z"),
    });
  });

  it("holds the same amount against the key's and the department's budgets, the smaller room deciding", () => {
    const ledger = new BudgetReservations();
    ledger.learn(department(1), 0.97, NOW);
    const reservation = reserved(
      ledger.reserve([key(1), department(1)], { inputUsd: 0.01, maxOutputUsd: 0.1 }, NOW),
    );
    expect(reservation.amountUsd).toBeCloseTo(0.03);
    expect(ledger.standing(key(1), NOW).reservedUsd).toBeCloseTo(0.03);
    expect(ledger.standing(department(1), NOW).reservedUsd).toBeCloseTo(0.03);
  });
});

describe("settling a reservation", () => {
  it("replaces what was held with what the answer cost", () => {
    const ledger = new BudgetReservations();
    const reservation = reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.1 }, NOW));
    ledger.settle(reservation, 0.03);
    expect(ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0.03, reservedUsd: 0 });
  });

  it("gives back all that was held when the request failed", () => {
    const ledger = new BudgetReservations();
    ledger.release(reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.1 }, NOW)));
    expect(ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0, reservedUsd: 0 });
  });

  it("takes the log's word when it knows of more spend than the ledger counted", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.2, NOW);
    ledger.learn(key(1), 0.5, NOW);
    expect(ledger.standing(key(1), NOW).spentUsd).toBe(0.5);
  });

  it("keeps what it counted when the log has not caught up yet", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.2, NOW);
    ledger.settle(reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NOW)), 0.01);
    ledger.learn(key(1), 0.2, NOW);
    expect(ledger.standing(key(1), NOW).spentUsd).toBeCloseTo(0.21);
    expect(ledger.unknown([key(1)], NOW)).toEqual([]);
  });

  it("starts each month afresh: the account's spend is to be loaded again", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 1, NOW);
    expect(ledger.unknown([key(1), key(null)], NEXT_MONTH)).toEqual([key(1)]);
    expect(isBudgetRefusal(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NEXT_MONTH))).toBe(
      false,
    );
  });
});

describe("a reservation left unsettled", () => {
  it("is dropped at the next reservation on its account once it outlived its time to live", () => {
    const ledger = new BudgetReservations();
    reserved(ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0.09 }, NOW));
    expect(isBudgetRefusal(ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NOW + 1000))).toBe(
      true,
    );
    const later = reserved(
      ledger.reserve([key(0.1)], { inputUsd: 0.01, maxOutputUsd: 0 }, NOW + RESERVATION_TTL_MS),
    );
    expect(ledger.standing(key(0.1), NOW + RESERVATION_TTL_MS).reservedUsd).toBeCloseTo(later.amountUsd);
  });

  it("still counts its cost when its request settles after it was dropped, holding nothing back", () => {
    const ledger = new BudgetReservations();
    const slow = reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.09 }, NOW));
    const after = NOW + RESERVATION_TTL_MS + 1;
    const quick = reserved(ledger.reserve([key(1)], { inputUsd: 0.01, maxOutputUsd: 0.04 }, after));
    ledger.settle(slow, 0.07);
    expect(ledger.standing(key(1), after).spentUsd).toBeCloseTo(0.07);
    expect(ledger.standing(key(1), after).reservedUsd).toBeCloseTo(quick.amountUsd);
    ledger.settle(quick, 0.02);
    expect(ledger.standing(key(1), after)).toEqual({ spentUsd: expect.closeTo(0.09), reservedUsd: 0 });
  });
});

describe("the overshoot bound", () => {
  /** Requests that each may cost up to `maximum`, answered in a shuffled order for a cost between 0 and it. */
  function spendWith(
    budget: number,
    requests: number,
    maximum: (i: number) => { input: number; output: number | null },
  ) {
    const ledger = new BudgetReservations();
    const held: { reservation: Reservation; cost: number }[] = [];
    let largest = 0;
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < requests; i++) {
      const { input, output } = maximum(i);
      const verdict = ledger.reserve([key(budget)], { inputUsd: input, maxOutputUsd: output }, NOW);
      const most = input + (output ?? 0.05);
      largest = Math.max(largest, most);
      if (!isBudgetRefusal(verdict))
        held.push({ reservation: verdict, cost: input + random() * (most - input) });
      // Every third request, one answer comes back before the next request arrives.
      if (i % 3 === 2 && held.length > 0) {
        const [answered] = held.splice(Math.floor(random() * held.length), 1);
        if (answered) ledger.settle(answered.reservation, answered.cost);
      }
    }
    for (const answered of held) ledger.settle(answered.reservation, answered.cost);
    return { spent: ledger.standing(key(budget), NOW).spentUsd, largest };
  }

  it("overshoots a budget by less than one request's maximum cost when requests say their maximum output", () => {
    for (const budget of [0.01, 0.05, 0.33]) {
      const { spent, largest } = spendWith(budget, 500, (i) => ({ input: 0.001, output: 0.001 * (i % 5) }));
      expect(spent).toBeGreaterThan(budget * 0.8);
      expect(spent).toBeLessThan(budget + largest);
    }
  });

  it("overshoots a budget by less than one request's maximum cost when requests leave their output open", () => {
    for (const budget of [0.01, 0.05, 0.33]) {
      const { spent, largest } = spendWith(budget, 500, (i) => ({
        input: 0.0005 * (1 + (i % 4)),
        output: null,
      }));
      expect(spent).toBeLessThan(budget + largest);
    }
  });
});

describe("the room a budget has left", () => {
  it("takes a request whose input fills exactly what is left, and holds just that", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.5, NOW);
    expect(reserved(ledger.reserve([key(1)], { inputUsd: 0.5, maxOutputUsd: 0.25 }, NOW)).amountUsd).toBe(
      0.5,
    );
    expect(isBudgetRefusal(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0 }, NOW))).toBe(true);
  });

  it("caps what it holds at what is left once requests in flight are counted", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.25, NOW);
    expect(reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0.5 }, NOW)).amountUsd).toBe(0.5);
    expect(reserved(ledger.reserve([key(1)], { inputUsd: 0.125, maxOutputUsd: 1 }, NOW)).amountUsd).toBe(
      0.25,
    );
    expect(ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0.25, reservedUsd: 0.75 });
  });

  it("refuses in the words of the first budget without room, naming what it holds", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(2), 1.5, NOW);
    ledger.learn(department(1), 1, NOW);
    expect(ledger.reserve([key(2), department(1)], { inputUsd: 0.75, maxOutputUsd: 0 }, NOW)).toEqual({
      holder: "apiKey",
      id: "k1",
      spentUsd: 1.5,
      budgetUsd: 2,
      message: "Monthly budget of this API key reached: $1.50 of $2.00 spent this month.",
    });
  });
});

describe("a refusal's figures", () => {
  it("count requests in flight with what was spent", () => {
    expect(budgetRefusal(key(1), 0.25, 0.5)).toMatchObject({ spentUsd: 0.75, budgetUsd: 1 });
  });

  it("never show a budget more than fully spent because of requests in flight", () => {
    expect(budgetRefusal(key(1), 0.75, 0.5)).toMatchObject({
      spentUsd: 1,
      message: "Monthly budget of this API key reached: $1.00 of $1.00 spent this month.",
    });
  });

  it("show what was spent when it passed the budget", () => {
    expect(budgetRefusal(department(1), 1.5, 0.5)).toMatchObject({
      spentUsd: 1.5,
      budgetUsd: 1,
      message: "Monthly budget of the department reached: $1.50 of $1.00 spent this month.",
    });
  });

  it("name no limit for an account without a budget", () => {
    expect(budgetRefusal(key(null), 2, 1)).toMatchObject({
      spentUsd: 3,
      budgetUsd: Number.POSITIVE_INFINITY,
    });
  });
});

describe("whether a budget leaves room", () => {
  it("leaves none when it is spent or held, whatever the request", () => {
    expect(budgetLeavesNoRoom(0, 1, 0.5, 0.5)).toBe(true);
    expect(budgetLeavesNoRoom(0, 1, 1.25, 0)).toBe(true);
  });

  it("leaves room for an input up to what is left, not beyond", () => {
    expect(budgetLeavesNoRoom(0.5, 1, 0.25, 0.25)).toBe(false);
    expect(budgetLeavesNoRoom(0.5, 1, 0.25, 0.5)).toBe(true);
    expect(budgetLeavesNoRoom(0, 1, 0.25, 0.5)).toBe(false);
  });
});

describe("what a request reserves", () => {
  it("is its input and maximum output, or all the room when its output is open", () => {
    expect(reservationAmount({ inputUsd: 0.25, maxOutputUsd: 0.5 }, 2)).toBe(0.75);
    expect(reservationAmount({ inputUsd: 0.25, maxOutputUsd: 0.5 }, 0.5)).toBe(0.5);
    expect(reservationAmount({ inputUsd: 0.25, maxOutputUsd: null }, 0.5)).toBe(0.5);
  });
});

describe("what the ledger knows of an account", () => {
  it("is nothing yet for a budgeted account it never saw: its spend is to be loaded", () => {
    const ledger = new BudgetReservations();
    expect(ledger.unknown([key(1), department(null), department(5)], NOW)).toEqual([key(1), department(5)]);
    expect(ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0, reservedUsd: 0 });
  });

  it("is a fresh month's standing once the month turned", () => {
    const ledger = new BudgetReservations();
    ledger.learn(key(1), 0.5, NOW);
    reserved(ledger.reserve([key(1)], { inputUsd: 0.25, maxOutputUsd: 0 }, NOW));
    expect(ledger.standing(key(1), NEXT_MONTH)).toEqual({ spentUsd: 0, reservedUsd: 0 });
    ledger.learn(key(1), 0.125, NEXT_MONTH);
    expect(ledger.standing(key(1), NEXT_MONTH)).toEqual({ spentUsd: 0.125, reservedUsd: 0 });
  });

  it("names each account a reservation holds money on", () => {
    const ledger = new BudgetReservations();
    const reservation = reserved(
      ledger.reserve([key(1), department(null), department(2)], { inputUsd: 0, maxOutputUsd: 0.5 }, NOW),
    );
    expect(reservation.accounts).toEqual(["apiKey:k1", "department:d1"]);
    expect(accountKey({ holder: "department", id: "d9" })).toBe("department:d9");
  });
});

describe("settling among several requests in flight", () => {
  it("gives back one request's reservation and keeps the others'", () => {
    const ledger = new BudgetReservations();
    const first = reserved(ledger.reserve([key(2)], { inputUsd: 0, maxOutputUsd: 0.5 }, NOW));
    reserved(ledger.reserve([key(2)], { inputUsd: 0, maxOutputUsd: 0.25 }, NOW));
    ledger.settle(first, 0.125);
    expect(ledger.standing(key(2), NOW)).toEqual({ spentUsd: 0.125, reservedUsd: 0.25 });
  });

  it("holds exactly nothing once every request is answered, however the sums rounded", () => {
    const ledger = new BudgetReservations();
    const a = reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0.1 }, NOW));
    const b = reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0.2 }, NOW));
    ledger.release(a);
    ledger.release(b);
    expect(ledger.standing(key(1), NOW).reservedUsd).toBe(0);
  });

  it("never counts a negative cost", () => {
    const ledger = new BudgetReservations();
    ledger.settle(reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0.5 }, NOW)), -1);
    expect(ledger.standing(key(1), NOW)).toEqual({ spentUsd: 0, reservedUsd: 0 });
  });

  it("leaves a new month alone when a request of the month before settles", () => {
    const ledger = new BudgetReservations();
    const march = reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0.5 }, NOW));
    const april = reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0.25 }, NEXT_MONTH));
    ledger.settle(march, 0.5);
    expect(ledger.standing(key(1), NEXT_MONTH)).toEqual({ spentUsd: 0, reservedUsd: april.amountUsd });
  });

  it("ignores a reservation it never made", () => {
    const ledger = new BudgetReservations();
    ledger.settle(
      { id: "7", accounts: ["apiKey:elsewhere"], amountUsd: 1, month: Date.parse("2026-03-01") },
      1,
    );
    expect(ledger.standing({ holder: "apiKey", id: "elsewhere" }, NOW)).toEqual({
      spentUsd: 0,
      reservedUsd: 0,
    });
  });

  it("drops only the reservations that outlived their time, keeping the younger ones", () => {
    const ledger = new BudgetReservations();
    reserved(ledger.reserve([key(2)], { inputUsd: 0, maxOutputUsd: 0.5 }, NOW));
    reserved(ledger.reserve([key(2)], { inputUsd: 0, maxOutputUsd: 0.25 }, NOW + 60_000));
    reserved(ledger.reserve([key(2)], { inputUsd: 0, maxOutputUsd: 0.125 }, NOW + RESERVATION_TTL_MS));
    expect(ledger.standing(key(2), NOW + RESERVATION_TTL_MS).reservedUsd).toBe(0.375);
  });

  it("keeps a reservation until the very end of its time to live", () => {
    const ledger = new BudgetReservations();
    reserved(ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 1 }, NOW));
    expect(
      isBudgetRefusal(
        ledger.reserve([key(1)], { inputUsd: 0, maxOutputUsd: 0 }, NOW + RESERVATION_TTL_MS - 1),
      ),
    ).toBe(true);
  });
});

describe("a budget whose reservations all expired", () => {
  it("has all its room back, however the sums of what they held rounded", () => {
    const ledger = new BudgetReservations();
    // 0.1 + 0.3 - 0.1 - 0.3 is 5.6e-17 in floating point, not 0.
    reserved(ledger.reserve([key(0.5)], { inputUsd: 0, maxOutputUsd: 0.1 }, NOW));
    reserved(ledger.reserve([key(0.5)], { inputUsd: 0, maxOutputUsd: 0.3 }, NOW));
    const later = NOW + RESERVATION_TTL_MS;
    expect(reserved(ledger.reserve([key(0.5)], { inputUsd: 0.5, maxOutputUsd: 0 }, later)).amountUsd).toBe(
      0.5,
    );
  });
});
