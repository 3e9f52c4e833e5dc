export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  /** The arrow keys' step; Shift takes ten of them below 1, a hundred from 1 up. */
  readonly step: number;
}

const decimalsOf = (step: number) => (String(step).split(".")[1] ?? "").length;

/** Brought inside the bounds and rounded to the step's decimals, so 0.1 + 0.2 shows as 0.3. */
export function clampedToBounds(value: number, { min, max, step }: NumberBounds): number {
  return Number(Math.min(max, Math.max(min, value)).toFixed(decimalsOf(step)));
}

/** The value one press of an arrow key leads to: `direction` 1 up, -1 down; `large` with Shift held. */
export function steppedValue(
  current: number,
  direction: 1 | -1,
  large: boolean,
  bounds: NumberBounds,
): number {
  const size = large ? bounds.step * (bounds.step < 1 ? 10 : 100) : bounds.step;
  return clampedToBounds(current + direction * size, bounds);
}

/** What is typed, as a number when it is one (an empty field is none); otherwise null. */
export function typedNumber(typed: string): number | null {
  const number = Number(typed);
  return typed.trim() !== "" && Number.isFinite(number) ? number : null;
}

/** What is typed, as a number when it is one inside the bounds; otherwise null (nothing to pass on yet). */
export function typedNumberInBounds(typed: string, { min, max }: NumberBounds): number | null {
  const number = typedNumber(typed);
  return number !== null && number >= min && number <= max ? number : null;
}
