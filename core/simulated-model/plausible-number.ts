import type { NumberRules } from "./schema-node.ts";

// A window of small numbers is what a person would expect to read, even when the schema allows any size.
const WINDOW = 100;
const ATTEMPTS = 32;
const SCAN = 1000;

/**
 * A number that meets the rules, picked near zero within the bounds (an integer when asked). Null when the bounds
 * and `multipleOf` leave none the simulated provider can find.
 */
export function plausibleNumber(rules: NumberRules, integer: boolean, random: () => number): number | null {
  const low = Math.max(rules.minimum ?? -Infinity, rules.exclusiveMinimum ?? -Infinity);
  const high = Math.min(rules.maximum ?? Infinity, rules.exclusiveMaximum ?? Infinity);
  if (!(low <= high)) return null;
  const start = Math.min(Math.max(0, low), high);
  const windowLow = start === high ? Math.max(low, high - WINDOW) : start;
  const windowHigh = Math.min(high, windowLow + WINDOW);
  const fits = (value: number) => numberFits(value, rules, integer);
  const step = rules.multipleOf ?? (integer ? 1 : undefined);
  if (step === undefined) {
    const drawn = Math.round((windowLow + (windowHigh - windowLow) * random()) * 100) / 100;
    return [drawn, (windowLow + windowHigh) / 2, windowLow, windowHigh].find(fits) ?? null;
  }
  const multiples = (from: number, to: number) => ({
    first: Math.ceil(from / step),
    last: Math.floor(to / step),
  });
  const inWindow = multiples(windowLow, windowHigh);
  const widened = () =>
    multiples(Math.max(low, windowLow - step * SCAN), Math.min(high, windowHigh + step * SCAN));
  const { first, last } = inWindow.first <= inWindow.last ? inWindow : widened();
  if (!(first <= last)) return null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const value = (first + Math.floor(random() * (last - first + 1))) * step;
    if (fits(value)) return value;
  }
  for (let k = first; k <= Math.min(last, first + SCAN); k++) if (fits(k * step)) return k * step;
  return null;
}

/** Whether the value meets the rules as a JSON Schema validator computes them, floating point included. */
export function numberFits(value: number, rules: NumberRules, integer: boolean): boolean {
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return false;
  if (rules.minimum !== undefined && value < rules.minimum) return false;
  if (rules.maximum !== undefined && value > rules.maximum) return false;
  if (rules.exclusiveMinimum !== undefined && value <= rules.exclusiveMinimum) return false;
  if (rules.exclusiveMaximum !== undefined && value >= rules.exclusiveMaximum) return false;
  if (rules.multipleOf === undefined) return true;
  // Validators divide and test for a whole quotient, so 0.3 is not a multiple of 0.1 to them (0.3 / 0.1 = 2.9999…).
  const quotient = value / rules.multipleOf;
  return Number.isInteger(quotient) && Math.abs(quotient) < 1e21;
}
