/** The value rounded to this many decimals (half away from zero for positives, as Math.round does). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
