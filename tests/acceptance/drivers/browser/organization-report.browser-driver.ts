import type { Locator, Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import {
  type MatrixRowShown,
  type OrganizationReportDriver,
  type ReportPages,
  type ReportRow,
  reportRowOf,
  type ShownChart,
} from "../../support/organization-report-driver.ts";
import type { ExportedFile } from "../../support/usage-logs-driver.ts";
import { changeAddress, pageFollowingAddress } from "./address-following.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { downloadCsv } from "./csv-download.ts";
import { prefixOf, valuesIn } from "./en-us-template.ts";
import { openReport, reportExplanation } from "./report-page.ts";
import { rowsOf } from "./rows.ts";
import { settledPart } from "./settled-part.ts";
import { textOf } from "./shown-text.ts";

const PATH = "/organization/report";
const REPORT = enUS.organization.report;
const MATRIX = enUS.organization.matrix;
const REQUESTS = '[data-testid="report-requests"]';

/** The organization report in Chromium, found by role and en-US label and by the screen's test ids. */
export class BrowserOrganizationReportDriver implements OrganizationReportDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(pathWithQuery: string = PATH): Promise<void> {
    await openReport(this.screen, pathWithQuery, REQUESTS, () => this.ready());
  }

  async departmentChoices(): Promise<readonly string[]> {
    return (await this.departmentBoxes()).evaluateAll((boxes) =>
      boxes.map((box) => (box.closest("label")?.textContent ?? "").trim()),
    );
  }

  async chosenDepartments(): Promise<readonly string[]> {
    return (await this.departmentBoxes()).evaluateAll((boxes) =>
      boxes
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => (box.closest("label")?.textContent ?? "").trim()),
    );
  }

  async chooseDepartments(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const page = await this.ready();
      const group = this.departmentGroup(page);
      if (await group.getByRole("checkbox", { name, exact: true }).isChecked()) continue;
      // Blueprint draws its own box over the input, which takes the pointer: a person clicks the label.
      await this.changeAddress(() => group.locator("label", { hasText: name }).click({ timeout: 10_000 }));
    }
  }

  async userChoices(): Promise<readonly string[]> {
    const page = await this.ready();
    const options = await page
      .getByLabel(REPORT.filters.user, { exact: true })
      .evaluate((select) =>
        [...(select as HTMLSelectElement).options].map((option) => option.textContent ?? ""),
      );
    return options.filter((text) => text !== REPORT.filters.anyUser);
  }

  async chooseUser(email: string): Promise<void> {
    const page = await this.ready();
    await this.changeAddress(() =>
      page.getByLabel(REPORT.filters.user, { exact: true }).selectOption({ label: email }),
    );
  }

  async rows(): Promise<readonly ReportRow[]> {
    const page = await this.ready();
    const rows = await rowsOf(page.getByTestId("report-row"));
    return rows.map((row) => reportRowOf(row.data.requestId ?? "", row.text));
  }

  async total(): Promise<number> {
    const page = await this.ready();
    const summary = await textOf(page.getByTestId("report-summary"));
    return Number(valuesIn(REPORT.summary, summary)?.total?.replace(/,/g, "") ?? 0);
  }

  async pages(): Promise<ReportPages> {
    const page = await this.ready();
    const buttons = page.getByRole("navigation", { name: REPORT.pagination.label }).locator("[data-page]");
    const shown = await buttons.evaluateAll((elements) =>
      elements.map((button) => ({
        page: Number(button.getAttribute("data-page")),
        current: button.getAttribute("aria-current") === "page",
      })),
    );
    return {
      pages: shown.map((button) => button.page),
      current: shown.find((button) => button.current)?.page ?? 1,
    };
  }

  async goToPage(number: number): Promise<void> {
    const page = await this.ready();
    const name = REPORT.pagination.page.replace("{{page}}", String(number));
    await this.changeAddress(() => page.getByRole("button", { name, exact: true }).click());
  }

  async chartRange(days: number): Promise<void> {
    const page = await this.ready();
    const name = REPORT.charts.days.replace("{{count}}", String(days));
    await this.changeAddress(() => page.getByRole("radio", { name, exact: true }).click());
  }

  async charts(): Promise<readonly ShownChart[]> {
    const page = await this.ready();
    const days = new URL(page.url()).searchParams.get("days") ?? "30";
    const section = page.getByTestId("report-charts");
    await page
      .locator(`[data-testid="report-charts"][data-status="ready"][data-days="${days}"] figure`)
      .first()
      .waitFor();
    return section.locator("figure[data-metric]").evaluateAll((figures) =>
      figures.map((figure) => ({
        metric: figure.getAttribute("data-metric") as ShownChart["metric"],
        days: Number(figure.getAttribute("data-points")),
        departments: [...figure.querySelectorAll("dl [data-department]")].map(
          (entry) => entry.getAttribute("data-department") ?? "",
        ),
      })),
    );
  }

  async exportCsv(): Promise<ExportedFile> {
    const page = await this.ready();
    return downloadCsv(
      page,
      page.locator(REQUESTS).getByRole("button", { name: REPORT.export, exact: true }),
    );
  }

  async explanation(): Promise<string | null> {
    return reportExplanation(this.screen);
  }

  async openMatrix(): Promise<void> {
    await this.screen.settle();
    const page = this.screen.page();
    this.screen.unsettle();
    await page.getByRole("tab", { name: REPORT.tabs.matrix, exact: true }).click();
    await this.matrixReady();
  }

  async matrixRows(): Promise<readonly MatrixRowShown[]> {
    const page = await this.matrixReady();
    const setBy = prefixOf(MATRIX.setBy);
    const entities = prefixOf(MATRIX.entities);
    return page.getByTestId("matrix-row").evaluateAll(
      (rows, words) =>
        rows.map((row) => {
          const text = (selector: string) => (row.querySelector(selector)?.textContent ?? "").trim();
          const frameworkCells = [...row.querySelectorAll<HTMLElement>("td[data-framework]")];
          const headers = [
            ...(row.closest("table")?.querySelectorAll<HTMLElement>("thead th[data-framework]") ?? []),
          ];
          const nameOf = (framework: string) =>
            (
              headers.find((header) => header.dataset.framework === framework)?.textContent ?? framework
            ).trim();
          const detail = text('[data-column="pii"] .compliance-matrix-detail');
          const models = [...row.querySelectorAll('[data-column="models"] li')].map((item) =>
            (item.textContent ?? "").trim(),
          );
          return {
            department: text("th[scope=row]"),
            frameworks: Object.fromEntries(
              frameworkCells.map((cell) => {
                const by = (cell.querySelector(".compliance-matrix-set-by")?.textContent ?? "").trim();
                return [
                  nameOf(cell.dataset.framework ?? ""),
                  {
                    adopted: cell.dataset.adopted === "true",
                    setBy: by ? by.slice(words.setBy.length) : null,
                  },
                ];
              }),
            ),
            piiHandling: text('[data-column="pii"] .compliance-matrix-value'),
            piiEntities: detail.startsWith(words.entities)
              ? detail
                  .slice(words.entities.length)
                  .split(", ")
                  .filter((entity) => entity.length > 0)
              : [],
            residency: text('[data-column="residency"]'),
            budget: text('[data-column="budget"] .compliance-matrix-value'),
            models: models.length > 0 ? models : [text('[data-column="models"]')],
          };
        }),
      { setBy, entities },
    );
  }

  async exportMatrixCsv(): Promise<ExportedFile> {
    const page = await this.matrixReady();
    return downloadCsv(
      page,
      page.getByTestId("compliance-matrix").getByRole("button", { name: MATRIX.export, exact: true }),
    );
  }

  /**
   * The requests once they match the address: the panel shows which address it last listed for, and whether that
   * page is still loading.
   */
  private ready(): Promise<Page> {
    return pageFollowingAddress(this.screen, REQUESTS);
  }

  private async matrixReady(): Promise<Page> {
    return (
      await settledPart(this.screen, '[data-testid="compliance-matrix"]:not([data-status="loading"])')
    ).page();
  }

  private async departmentBoxes(): Promise<Locator> {
    return this.departmentGroup(await this.ready()).getByRole("checkbox");
  }

  private departmentGroup(page: Page): Locator {
    return page.locator(REQUESTS).getByRole("group", { name: REPORT.filters.departments });
  }

  /** Does what changes the address, then waits for it to change and the requests to follow it. */
  private async changeAddress(action: () => Promise<unknown>): Promise<void> {
    await changeAddress(this.screen, action);
    await this.ready();
  }
}
