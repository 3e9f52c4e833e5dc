/** A cell of an exported row: numbers stay numbers so a spreadsheet can add them up; null leaves it empty. */
export type CsvCell = string | number | boolean | null;

/** A CSV file made for download. */
export interface CsvFile {
  readonly fileName: string;
  readonly content: string;
}

/**
 * A cell that starts like a formula (= + - @, or a tab or carriage return before one) is written with a leading
 * apostrophe so a spreadsheet shows it as text. Papa Parse's own `escapeFormulae: true` pattern needs the whole
 * cell on one line, which would let a multi-line cell such as "=HYPERLINK(…)\n" through.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows as CSV: the header row, then one line per row (CRLF); the CSV library is fetched on first use. */
export async function csvText(
  fields: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<string> {
  const papa = await import("papaparse");
  const unparse = (papa.default ?? papa).unparse;
  return unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: "\r\n" },
  );
}
