import Papa from "papaparse";
import { filter, firstValueFrom } from "rxjs";
import { formatUsd } from "../../../../core/money/format-usd.ts";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { actingRole, permissionFor } from "../../../../core/organization/acting-role.ts";
import { DepartmentsGateway } from "../../../../core/organization/departments-gateway.port.ts";
import { OrganizationMembersGateway } from "../../../../core/organization/organization-members-gateway.port.ts";
import { OrganizationRequestsGateway } from "../../../../core/organization/organization-requests-gateway.port.ts";
import { OrganizationStore } from "../../../../core/organization/organization-store.ts";
import type { RankedRole } from "../../../../core/organization/permission-rank.ts";
import type { HeldRole } from "../../../../core/organization/person-roles.ts";
import { readOrganizationSummary } from "../../../../core/organization/read-organization-summary.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import {
  type ComplianceMatrixState,
  ComplianceMatrixViewModel,
  MATRIX_FAILURE_KEYS,
} from "../../../../features/organization/compliance-matrix/compliance-matrix.view-model.ts";
import { searchWithTab, tabOfSearch } from "../../../../features/organization/report/report-address.ts";
import { REPORT_COLUMNS } from "../../../../features/organization/report/report-columns.ts";
import type { RequestsReportState } from "../../../../features/organization/report/requests-report.state.ts";
import {
  REPORT_FAILURE_KEYS,
  RequestsReportViewModel,
} from "../../../../features/organization/report/requests-report.view-model.ts";
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
import { until } from "./wait-until.ts";

const PATH = pathOf(RouteName.ORGANIZATION_REPORT_PAGE);

/**
 * The organization report without a browser: the view model of the tab the address shows, made from the app's
 * container for the organization and role the shell loaded, as the screen makes it. A filter changes the address,
 * which lets go of the view model; the next read makes the one the new address asks for.
 */
export class CoreOrganizationReportDriver implements OrganizationReportDriver {
  private report: RequestsReportViewModel | null = null;
  private matrix: ComplianceMatrixViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

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
      (await this.reportViewModel()).setView({
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
    (await this.reportViewModel()).setView({ userId: user.id });
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
    (await this.reportViewModel()).goToPage(page);
    await this.ready();
  }

  async chartRange(days: number): Promise<void> {
    await this.ready();
    (await this.reportViewModel()).setView({ days });
    await this.ready();
  }

  async charts(): Promise<readonly ShownChart[]> {
    const viewModel = await this.reportViewModel();
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
    const exported = await (await this.reportViewModel()).exportCsv();
    if (!exported) throw new Error("Nothing was exported: the export button is disabled with no request");
    return readExported(exported.file);
  }

  async explanation(): Promise<string | null> {
    const container = this.screen.container();
    const summary = readOrganizationSummary(container.get(OrganizationStore).current().organization);
    const role = actingRole(summary);
    const permission = permissionFor("viewReport", role);
    if (!summary || permission.allowed || !permission.requiredRole) return null;
    const { t } = this.screen.i18n();
    const roleName = (name: HeldRole) => t(`organization.shared.roles.${name}`);
    const title = t("organization.report.memberExplanation.title");
    const description = t("organization.report.memberExplanation.description", {
      role: roleName(permission.requiredRole),
      current: role ? roleName(role) : t("common.notAvailable"),
    });
    return `${title} ${description}`;
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
    const file = await (await this.matrixViewModel()).exportCsv();
    if (!file) throw new Error("Nothing was exported: the export button is disabled with no department");
    return readExported(file);
  }

  /** The requests tab's view model for the address shown now, made when the address changed. */
  private async reportViewModel(): Promise<RequestsReportViewModel> {
    const address = await this.address("requests");
    if (this.report) return this.report;
    const explanation = await this.explanation();
    if (explanation) throw new Error(`The requests tab shows no report but: ${explanation}`);
    const container = this.screen.container();
    const { t } = this.screen.i18n();
    const viewModel = new RequestsReportViewModel(
      {
        organizationId: this.organizationId(),
        departments: container.get(DepartmentsGateway),
        members: container.get(OrganizationMembersGateway),
        requests: container.get(OrganizationRequestsGateway),
        notifier: container.get(Notifier),
        showSearch: (search) => this.screen.navigate(`${PATH}${search}`),
        fallbackMessage: (failure) => t(REPORT_FAILURE_KEYS[failure]),
      },
      address.search,
    );
    this.report = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      if (this.report === viewModel) this.report = null;
    });
    return viewModel;
  }

  private async matrixViewModel(): Promise<ComplianceMatrixViewModel> {
    await this.address("matrix");
    if (this.matrix) return this.matrix;
    const container = this.screen.container();
    const { t } = this.screen.i18n();
    const viewModel = new ComplianceMatrixViewModel({
      organizationId: this.organizationId(),
      departments: container.get(DepartmentsGateway),
      notifier: container.get(Notifier),
      fallbackMessage: (failure) => t(MATRIX_FAILURE_KEYS[failure]),
    });
    this.matrix = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      if (this.matrix === viewModel) this.matrix = null;
    });
    return viewModel;
  }

  /** The requests once the page the address asks for is loaded (or failed). */
  private async ready(): Promise<RequestsReportState> {
    const viewModel = await this.reportViewModel();
    return until(() => {
      const state = viewModel.current();
      return state.status === "loading" || state.scope === "loading" ? null : state;
    }, "the report to load");
  }

  private async matrixReady(): Promise<ComplianceMatrixState> {
    const viewModel = await this.matrixViewModel();
    return until(() => {
      const state = viewModel.current();
      return state.status === "loading" ? null : state;
    }, "the compliance matrix to load");
  }

  private async address(tab: "requests" | "matrix"): Promise<URL> {
    const address = new URL(await this.screen.location(), "http://dashboard.test");
    if (address.pathname !== PATH) throw new Error(`Not on the report but at ${address.pathname}`);
    if (tabOfSearch(address.search) !== tab)
      throw new Error(`The report shows the other tab: ${address.search}`);
    return address;
  }

  private organizationId(): string {
    const store = this.screen.container().get(OrganizationStore);
    const summary = readOrganizationSummary(store.current().organization);
    if (!summary) throw new Error("The signed-in person has no organization: the page shows no report");
    return summary.id;
  }
}

/** The file read back as a spreadsheet would, as the browser world reads the one downloaded. */
function readExported(file: CsvFile): ExportedFile {
  return { fileName: file.fileName, rows: Papa.parse<string[]>(file.content, { skipEmptyLines: true }).data };
}
