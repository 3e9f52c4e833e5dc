import Papa from "papaparse";
import { filter, firstValueFrom } from "rxjs";
import { formatUsd } from "../../../../core/money/format-usd.ts";
import type { RankedRole } from "../../../../core/organization/permission-rank.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type {
  ComplianceMatrixState,
  ComplianceMatrixViewModel,
} from "../../../../features/organization/compliance-matrix/compliance-matrix.view-model.ts";
import { createComplianceMatrixViewModel } from "../../../../features/organization/compliance-matrix/compliance-matrix.view-model-factory.ts";
import { searchWithTab, tabOfSearch } from "../../../../features/organization/report/report-address.ts";
import { REPORT_COLUMNS } from "../../../../features/organization/report/report-columns.ts";
import type { RequestsReportState } from "../../../../features/organization/report/requests-report.state.ts";
import type { RequestsReportViewModel } from "../../../../features/organization/report/requests-report.view-model.ts";
import { createRequestsReportViewModel } from "../../../../features/organization/report/requests-report.view-model-factory.ts";
import type { CsvFile } from "../../../../ui/csv/csv-file.ts";
import {
  type MatrixRowShown,
  type OrganizationReportDriver,
  type ReportPages,
  type ReportRow,
  reportRowOf,
  type ShownChart,
} from "../../support/organization-report-driver.ts";
import type { ExportedFile } from "../../support/usage-logs-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf } from "./organization-scope.ts";
import { reportExplanation } from "./report-explanation.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_REPORT_PAGE);

/** Fails unless the report shows this tab, as its address says. */
function showing(tab: "requests" | "matrix", address: URL): void {
  if (tabOfSearch(address.search) !== tab)
    throw new Error(`The report shows the other tab: ${address.search}`);
}

/**
 * The organization report without a browser: the view model of the tab the address shows, made by its factory for
 * the organization and role the shell loaded, as the screen makes it. A filter changes the address, which lets go
 * of the view model; the next read makes the one the new address asks for.
 */
export class CoreOrganizationReportDriver implements OrganizationReportDriver {
  private readonly report: ViewModelOnScreen<RequestsReportViewModel>;
  private readonly matrix: ViewModelOnScreen<ComplianceMatrixViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.report = new ViewModelOnScreen(screen, PATH, (services, address) => {
      showing("requests", address);
      const explanation = reportExplanation(screen);
      if (explanation) throw new Error(`The requests tab shows no report but: ${explanation}`);
      return createRequestsReportViewModel(services, organizationIdOf(screen), address.search, (search) =>
        screen.navigate(`${PATH}${search}`),
      );
    });
    this.matrix = new ViewModelOnScreen(screen, PATH, (services, address) => {
      showing("matrix", address);
      return createComplianceMatrixViewModel(services, organizationIdOf(screen));
    });
  }

  async open(pathWithQuery: string = PATH): Promise<void> {
    await this.screen.open(pathWithQuery);
    if ((await this.explanation()) === null) await this.ready();
  }

  async departmentChoices(): Promise<readonly string[]> {
    return (await this.ready()).departments.map((department) => department.name);
  }

  async chosenDepartments(): Promise<readonly string[]> {
    const { departments, view } = await this.ready();
    return departments.filter((department) => view.departmentIds.includes(department.id)).map((d) => d.name);
  }

  async chooseDepartments(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const { departments, view } = await this.ready();
      const department = departments.find((choice) => choice.name === name);
      if (!department) throw new Error(`The department filter offers no ${name}`);
      if (view.departmentIds.includes(department.id)) continue;
      // As the filter does: the ticked ones, in the filter's order.
      const ticked = new Set([...view.departmentIds, department.id]);
      (await this.report.get()).setView({
        departmentIds: departments.map((choice) => choice.id).filter((id) => ticked.has(id)),
      });
    }
    await this.ready();
  }

  async userChoices(): Promise<readonly string[]> {
    return (await this.ready()).users.map((user) => user.email);
  }

  async chooseUser(email: string): Promise<void> {
    const user = (await this.ready()).users.find((choice) => choice.email === email);
    if (!user) throw new Error(`The user filter offers no ${email}`);
    (await this.report.get()).setView({ userId: user.id });
    await this.ready();
  }

  async rows(): Promise<readonly ReportRow[]> {
    const { items, departments } = await this.ready();
    const { t } = this.screen.i18n();
    const context = {
      departmentName: (id: string) => departments.find((department) => department.id === id)?.name ?? id,
      notAvailable: t("common.notAvailable"),
    };
    return items.map((item) => {
      const cell = (id: string) =>
        REPORT_COLUMNS.find((column) => column.id === id)?.text(item, context) ?? "";
      return reportRowOf(item.id, cell);
    });
  }

  async total(): Promise<number> {
    return (await this.ready()).total;
  }

  async pages(): Promise<ReportPages> {
    const { pages, total } = await this.ready();
    // The screen draws no page buttons for a single page.
    return total === 0 || pages.last <= 1 ? { pages: [], current: 1 } : pages;
  }

  async goToPage(page: number): Promise<void> {
    const { pages } = await this.pages();
    if (!pages.includes(page)) throw new Error(`No button for page ${page}: ${pages.join(", ")}`);
    (await this.report.get()).goToPage(page);
    await this.ready();
  }

  async chartRange(days: number): Promise<void> {
    await this.ready();
    (await this.report.get()).setView({ days });
    await this.ready();
  }

  async charts(): Promise<readonly ShownChart[]> {
    const viewModel = await this.report.get();
    const { days } = (await this.ready()).view;
    const state = await firstValueFrom(
      viewModel.charts.state$.pipe(
        filter((charts) => charts.status === "ready" && charts.query?.days === days),
      ),
    );
    const { series, query } = state;
    if (!series || !query) return [];
    return (["requests", "spend", "energyCost", "emissions"] as const).map((metric) => ({
      metric,
      days: series[metric].rows.length,
      departments: query.departments.map((department) => department.name),
    }));
  }

  async exportCsv(): Promise<ExportedFile> {
    await this.ready();
    const exported = await (await this.report.get()).exportCsv();
    if (!exported) throw new Error("Nothing was exported: the export button is disabled with no request");
    return readExported(exported.file);
  }

  async explanation(): Promise<string | null> {
    return reportExplanation(this.screen);
  }

  async openMatrix(): Promise<void> {
    const address = new URL(await this.screen.location(), "http://dashboard.test");
    this.screen.navigate(`${PATH}${searchWithTab(address.search, "matrix")}`);
    await this.matrixReady();
  }

  async matrixRows(): Promise<readonly MatrixRowShown[]> {
    const { rows } = await this.matrixReady();
    const { t } = this.screen.i18n();
    const roleName = (role: RankedRole | null) => (role ? t(`organization.shared.roles.${role}`) : null);
    return rows.map((row) => ({
      department: row.name,
      frameworks: Object.fromEntries(
        row.frameworks.map((cell) => [
          t(`organization.matrix.frameworks.${cell.framework}`),
          { adopted: cell.adopted, setBy: roleName(cell.setBy) },
        ]),
      ),
      piiHandling: t(`organization.matrix.piiHandling.${row.piiHandling}`),
      piiEntities: [...row.piiEntities],
      residency: row.dataResidency
        ? t(`organization.matrix.residency.${row.dataResidency}`)
        : t("common.notAvailable"),
      budget: row.monthlyBudget === null ? t("organization.matrix.noBudget") : formatUsd(row.monthlyBudget),
      models: row.models.length === 0 ? [t("organization.matrix.anyModel")] : [...row.models],
    }));
  }

  async exportMatrixCsv(): Promise<ExportedFile> {
    await this.matrixReady();
    const file = await (await this.matrix.get()).exportCsv();
    if (!file) throw new Error("Nothing was exported: the export button is disabled with no department");
    return readExported(file);
  }

  /** The requests once the page the address asks for is loaded (or failed). */
  private ready(): Promise<RequestsReportState> {
    return this.report.settled((state) => state.status !== "loading" && state.scope !== "loading");
  }

  private matrixReady(): Promise<ComplianceMatrixState> {
    return this.matrix.settled();
  }
}

/** The file read back as a spreadsheet would, as the browser world reads the one downloaded. */
function readExported(file: CsvFile): ExportedFile {
  return { fileName: file.fileName, rows: Papa.parse<string[]>(file.content, { skipEmptyLines: true }).data };
}
