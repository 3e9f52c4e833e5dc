/** A single-quoted shell word: nothing inside is expanded; a quote closes, is escaped, and reopens. */
export function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
