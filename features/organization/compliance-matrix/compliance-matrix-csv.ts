import { DEFAULT_LANGUAGE as CSV_LOCALE } from "../../../core/i18n/language.ts";
import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import { type CsvCell, csvText } from "../../../ui/csv/csv-file.ts";
import type { MatrixRow } from "./compliance-matrix-rows.ts";

/** Several values in one cell: a semicolon keeps them apart without clashing with the CSV's commas. */
const LIST_SEPARATOR = "; ";

/**
 * The matrix's columns for a spreadsheet (stable, not translated): for each framework whether it is adopted and
 * which role set it last, then PII handling and its kinds, residency, budget, spend and models. An empty models
 * cell with `anyModel` true means the department may use any model of the organization.
 */
export const MATRIX_EXPORT_FIELDS: readonly string[] = [
  "department",
  "departmentId",
  ...COMPLIANCE_FRAMEWORKS.flatMap((framework) => [framework, `${framework}_setBy`]),
  "piiHandling",
  "piiEntities",
  "piiHandling_setBy",
  "dataResidency",
  "monthlyBudgetUsd",
  "monthlyBudget_setBy",
  "spentThisMonthUsd",
  "anyModel",
  "models",
];

function cellsOf(row: MatrixRow): CsvCell[] {
  return [
    row.name,
    row.id,
    ...row.frameworks.flatMap((cell) => [cell.adopted, cell.setBy]),
    row.piiHandling,
    row.piiEntities.join(LIST_SEPARATOR),
    row.piiSetBy,
    row.dataResidency,
    row.monthlyBudget === null ? null : row.monthlyBudget.toFixed(2),
    row.budgetSetBy,
    row.spentThisMonth.toFixed(2),
    row.models.length === 0,
    row.models.join(LIST_SEPARATOR),
  ];
}

export function complianceMatrixCsv(rows: readonly MatrixRow[]): Promise<string> {
  return csvText(MATRIX_EXPORT_FIELDS, rows.map(cellsOf));
}

/** `compliance-matrix-2025-03-14.csv`, dated the local day it was made. */
export function matrixExportFileName(madeAt: Date): string {
  return `compliance-matrix-${dateAndTime(madeAt, CSV_LOCALE).date}.csv`;
}
