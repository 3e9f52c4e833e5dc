/**
 * The continuous percentile of the values (fraction 0.5 for the median), interpolated linearly between the two
 * nearest ranks, as PostgreSQL's percentile_cont computes it; null when there are no values.
 */
export function percentileCont(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.ceil(position)] as number;
  return lower + (upper - lower) * (position - below);
}
