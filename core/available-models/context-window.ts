const THOUSAND = 1_000;
const MILLION = 1_000_000;

/**
 * A context window as model catalogues write it, in decimal units: 128,000 tokens is "128K", 131,072 is "131K",
 * 1,047,576 is "1.05M". Null when the gateway does not say.
 */
export function formatContextWindow(tokens: number | null): string | null {
  if (
    // Stryker disable next-line ConditionalExpression: Number.isFinite(null) is false (it does not coerce), so null is refused either way; the test narrows the type
    tokens === null ||
    !Number.isFinite(tokens) ||
    tokens < 0
  )
    return null;
  if (tokens < THOUSAND) return String(Math.round(tokens));
  const thousands = Math.round(tokens / THOUSAND);
  if (thousands < THOUSAND) return `${thousands}K`;
  return `${Number((tokens / MILLION).toFixed(2))}M`;
}
