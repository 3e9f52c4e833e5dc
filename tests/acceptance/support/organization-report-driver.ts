import type { ExportedFile } from "./usage-logs-driver.ts";

/** A request as its row in the report reads. */
export interface ReportRow {
  /** The row's data-request-id. */
  readonly requestId: string;
  /** The sender's email, or "—". */
  readonly user: string;
  /** "YYYY-MM-DD HH:mm" */
  readonly time: string;
  readonly department: string;
  readonly model: string;
  readonly status: number;
  /** The error, or "—". */
  readonly error: string;
  /** "$0.0001234" */
  readonly cost: string;
}

/** A report row from its request id and what each of its columns reads (by column id). */
export function reportRowOf(requestId: string, cell: (column: string) => string): ReportRow {
  return {
    requestId,
    user: cell("user"),
    time: cell("time"),
    department: cell("department"),
    model: cell("model"),
    status: Number(cell("status")),
    error: cell("error"),
    cost: cell("cost"),
  };
}

/** The page buttons shown under the table (numbers only) and the current one. */
export interface ReportPages {
  readonly pages: readonly number[];
  readonly current: number;
}

/** One chart as drawn: its metric, how many days it covers, and the departments it has a line for. */
export interface ShownChart {
  readonly metric: "requests" | "spend" | "energyCost" | "emissions";
  readonly days: number;
  readonly departments: readonly string[];
}

/** A framework's cell of the matrix. */
export interface MatrixMark {
  readonly adopted: boolean;
  /** The role's name as shown ("Owner"), or null when nobody set it. */
  readonly setBy: string | null;
}

/** A department's row of the compliance matrix, as an auditor reads it. */
export interface MatrixRowShown {
  readonly department: string;
  /** By the framework's shown name ("EU AI ACT"). */
  readonly frameworks: Readonly<Record<string, MatrixMark>>;
  /** "Mask PII (pseudonymize)" */
  readonly piiHandling: string;
  readonly piiEntities: readonly string[];
  readonly residency: string;
  /** "$2,500.00" or "No budget". */
  readonly budget: string;
  /** The model names, or ["Any model"]. */
  readonly models: readonly string[];
}

/** What a person can do on the organization report, in words of the product; both worlds implement it. */
export interface OrganizationReportDriver {
  /** Opens the report's requests (guards apply) and waits for them; or the explanation shown instead. */
  open(pathWithQuery?: string): Promise<void>;
  /** The departments the filter offers, by name, in its order. */
  departmentChoices(): Promise<readonly string[]>;
  /** The departments ticked in the filter. */
  chosenDepartments(): Promise<readonly string[]>;
  /** Ticks exactly these departments, one click each, waiting for the report each time. */
  chooseDepartments(names: readonly string[]): Promise<void>;
  /** The emails the user filter offers. */
  userChoices(): Promise<readonly string[]>;
  chooseUser(email: string): Promise<void>;
  rows(): Promise<readonly ReportRow[]>;
  /** How many requests the report counts across its pages (0 without any). */
  total(): Promise<number>;
  pages(): Promise<ReportPages>;
  /** Clicks a page's number, then waits for its requests. */
  goToPage(page: number): Promise<void>;
  /** Picks a range of the charts (7, 30 or 90 days) and waits for them. */
  chartRange(days: number): Promise<void>;
  charts(): Promise<readonly ShownChart[]>;
  /** Exports the filtered report and reads the file downloaded. */
  exportCsv(): Promise<ExportedFile>;
  /** What the tab says instead of the requests when the person's role may not read them; null otherwise. */
  explanation(): Promise<string | null>;
  /** Shows the compliance matrix tab and waits for it. */
  openMatrix(): Promise<void>;
  matrixRows(): Promise<readonly MatrixRowShown[]>;
  exportMatrixCsv(): Promise<ExportedFile>;
}
