import { CSV_FORMULA_START, CSV_NEWLINE } from "../../core/text/csv-rules.ts";

/** A cell of an exported row: numbers stay numbers so a spreadsheet can add them up; null leaves it empty. */
export type CsvCell = string | number | boolean | null;

/** A CSV file made for download. */
export interface CsvFile {
  readonly fileName: string;
  readonly content: string;
}

/** Rows as CSV (core/text/csv-rules.ts): the header row, then one line per row; the CSV library is fetched on first use. */
export async function csvText(
  fields: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<string> {
  const papa = await import("papaparse");
  const unparse = (papa.default ?? papa).unparse;
  return unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: CSV_FORMULA_START, newline: CSV_NEWLINE },
  );
}
