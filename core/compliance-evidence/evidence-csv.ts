import { CSV_FORMULA_START, CSV_NEWLINE } from "../text/csv-rules.ts";

/** A cell of an evidence table: numbers stay numbers so a spreadsheet can add them up. */
export type EvidenceCell = string | number | boolean | null;

/** A table of the bundle: its header and rows, written as JSON (objects) and as CSV (the same columns). */
export interface EvidenceTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly EvidenceCell[])[];
}

/** The table as CSV by the project's rules (core/text/csv-rules.ts): RFC 4180 quoting, CRLF, formulas as text. */
export function csvOf(table: EvidenceTable): string {
  return (
    [table.columns, ...table.rows].map((row) => row.map(csvCell).join(",")).join(CSV_NEWLINE) + CSV_NEWLINE
  );
}

/** The table's rows as JSON objects keyed by its columns. */
export function recordsOf(table: EvidenceTable): Record<string, EvidenceCell>[] {
  return table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column, index) => [column, row[index] ?? null])),
  );
}

function csvCell(cell: EvidenceCell): string {
  if (cell === null) return "";
  const text = String(cell);
  const safe = typeof cell === "string" && CSV_FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}
