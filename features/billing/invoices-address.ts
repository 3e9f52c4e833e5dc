/** The longest invoice id an address may name (the gateway takes up to 255 characters). */
const MAX_ID_LENGTH = 255;
const NAME = "after";

/**
 * The page of invoices an address asks for: `?after=<id>` is the page starting after that invoice, none the
 * newest. A value given twice, empty or too long is ignored: the newest page opens.
 */
export function afterOfSearch(search: string): string | undefined {
  const values = new URLSearchParams(search).getAll(NAME);
  const value = values.length === 1 ? values[0]?.trim() : undefined;
  return value && value.length <= MAX_ID_LENGTH ? value : undefined;
}

/** The address query of the page starting after this invoice ("" for the newest). */
export function searchOfAfter(after: string | undefined): string {
  return after ? `?${new URLSearchParams({ [NAME]: after })}` : "";
}
