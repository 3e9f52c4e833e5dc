import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { runBusyReportingFailure } from "../../../core/notifier/reported-task.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import type { CsvFile } from "../../../ui/csv/csv-file.ts";
import { complianceMatrixCsv, matrixExportFileName } from "./compliance-matrix-csv.ts";
import { type MatrixRow, matrixRows } from "./compliance-matrix-rows.ts";

export interface ComplianceMatrixState {
  readonly status: "loading" | "ready" | "failed";
  readonly rows: readonly MatrixRow[];
  readonly exporting: boolean;
}

export type MatrixFailure = "load" | "export";

export const MATRIX_FAILURE_KEYS = {
  load: "organization.matrix.failures.load",
  export: "organization.matrix.failures.export",
} as const satisfies Record<MatrixFailure, string>;

export interface ComplianceMatrixDependencies {
  readonly organizationId: string;
  readonly departments: Pick<DepartmentsGateway, "listDepartments">;
  readonly notifier: Pick<Notifier, "notify">;
  /** What a toast says when a call fails and the server said nothing. */
  readonly fallbackMessage: (failure: MatrixFailure) => string;
  readonly now?: () => Date;
}

/**
 * The compliance matrix: every department the person can see against the seven frameworks, with PII handling,
 * residency, budget, spend and allowed models, and its CSV. The departments list carries each department's
 * models and settings, so one call draws the whole matrix.
 */
export class ComplianceMatrixViewModel {
  private readonly state = new BehaviorSubject<ComplianceMatrixState>({
    status: "loading",
    rows: [],
    exporting: false,
  });
  readonly state$: Observable<ComplianceMatrixState> = this.state.asObservable();

  constructor(private readonly deps: ComplianceMatrixDependencies) {
    void this.load();
  }

  current(): ComplianceMatrixState {
    return this.state.value;
  }

  /** Reads the departments again (after a failure). */
  retry(): Promise<void> {
    return this.load();
  }

  /** The matrix as a dated CSV file; null when there is nothing to export or it failed (a toast said so). */
  async exportCsv(): Promise<CsvFile | null> {
    const { rows, exporting } = this.state.value;
    if (exporting || rows.length === 0) return null;
    const reporting = { notifier: this.deps.notifier, fallback: this.deps.fallbackMessage("export") };
    return runBusyReportingFailure(
      (exporting) => this.patch({ exporting }),
      reporting,
      async () => {
        const content = await complianceMatrixCsv(rows);
        return { fileName: matrixExportFileName(this.deps.now?.() ?? new Date()), content };
      },
    );
  }

  dispose(): void {
    this.state.complete();
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading" });
    try {
      const departments = await this.deps.departments.listDepartments(this.deps.organizationId);
      this.patch({ status: "ready", rows: matrixRows(departments) });
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.fallbackMessage("load"));
      this.patch({ status: "failed", rows: [] });
    }
  }

  private patch(changes: Partial<ComplianceMatrixState>): void {
    if (this.state.closed) return;
    this.state.next({ ...this.state.value, ...changes });
  }
}
