/**
 * Money in US dollars with a fixed number of decimals (SPEC §9: 2 in general, 7 in the request logs), thousands
 * grouped with commas so a yearly total reads at a glance.
 */
export function formatUsd(amount: number, decimals = 2): string {
  const sign = amount < 0 ? "-" : "";
  const [whole = "0", fraction] = Math.abs(amount).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}
