/** Money in US dollars with a fixed number of decimals (SPEC §9: 2 in general, 7 in the request logs). */
export function formatUsd(amount: number, decimals = 2): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}$${Math.abs(amount).toFixed(decimals)}`;
}
