/**
 * A renewable share (a grid node's, or a model's emission figure) as the organization pages show it: a percentage
 * with 2 decimals (SPEC §3), written the way the interface language writes numbers.
 */
export function formatRenewableShare(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}
