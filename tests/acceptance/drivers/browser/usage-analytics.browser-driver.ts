import type { Page } from "playwright-core";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  ShownUsageChart,
  ShownUsageGroup,
  ShownUsageRange,
  ShownUsageTable,
  UsageAnalyticsDriver,
  UsageBreakdownShown,
} from "../../support/usage-analytics-driver.ts";
import { changeAddress, pageFollowingAddress } from "./address-following.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { openReport, reportExplanation } from "./report-page.ts";
import { rowsOf } from "./rows.ts";
import { textOf } from "./shown-text.ts";

const MINE = "/usage";
const ORGANIZATION = "/organization/analytics";
const WORDS = enUS.usageAnalytics;
/** The part of either page that says which address its figures match, and whether they are still loading. */
const FIGURES = '[data-testid="usage-page"], [data-testid="organization-analytics"]';

/** The Usage views in Chromium, found by role and en-US label and by the screens' test ids. */
export class BrowserUsageAnalyticsDriver implements UsageAnalyticsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async openMine(pathWithQuery: string = MINE): Promise<void> {
    await this.screen.open(pathWithQuery);
    await this.ready();
  }

  async openOrganization(pathWithQuery: string = ORGANIZATION): Promise<void> {
    await openReport(this.screen, pathWithQuery, '[data-testid="organization-analytics"]', () =>
      this.ready(),
    );
  }

  async range(): Promise<ShownUsageRange> {
    const page = await this.ready();
    const day = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    const checked = await page.getByTestId("usage-range").getByRole("radio", { checked: true }).textContent();
    const bucket = (Object.keys(WORDS.buckets) as ShownUsageRange["bucket"][]).find(
      (name) => WORDS.buckets[name] === (checked ?? "").trim(),
    );
    if (!bucket) throw new Error(`No bucket reads ${checked}`);
    return { from: await day(enUS.usageLogs.filters.from), to: await day(enUS.usageLogs.filters.to), bucket };
  }

  async chooseRange(range: ShownUsageRange): Promise<void> {
    const shown = await this.range();
    const page = this.screen.page();
    if (shown.from !== range.from)
      await this.changeAddress(() =>
        page.getByLabel(enUS.usageLogs.filters.from, { exact: true }).fill(range.from),
      );
    if (shown.to !== range.to)
      await this.changeAddress(() =>
        page.getByLabel(enUS.usageLogs.filters.to, { exact: true }).fill(range.to),
      );
    if ((await this.range()).bucket !== range.bucket)
      await this.changeAddress(() =>
        page.getByRole("radio", { name: WORDS.buckets[range.bucket], exact: true }).click(),
      );
  }

  async headline(): Promise<{ readonly requests: number; readonly spend: string }> {
    const page = await this.ready();
    const value = (figure: string) =>
      textOf(page.locator(`[data-testid="usage-headline"] [data-figure="${figure}"] .usage-headline-value`));
    return { requests: Number((await value("requests")).replace(/\D/g, "")), spend: await value("spend") };
  }

  async charts(): Promise<readonly ShownUsageChart[]> {
    const page = await this.ready();
    return page.locator('[data-testid="usage-charts"] figure[data-chart]').evaluateAll((figures) =>
      figures.map((figure) => ({
        chart: figure.getAttribute("data-chart") as ShownUsageChart["chart"],
        points: Number(figure.getAttribute("data-points")),
      })),
    );
  }

  async chartAsTable(chart: ShownUsageChart["chart"]): Promise<ShownUsageTable> {
    const page = await this.ready();
    const name = WORDS.charts.tableOf.replace("{{chart}}", WORDS.charts[chart]);
    // A switch, turned from the keyboard as a person without a mouse would.
    await page.getByRole("checkbox", { name, exact: true }).focus();
    await page.keyboard.press("Space");
    const table = page.locator(`figure[data-chart="${chart}"][data-view="table"] table`);
    await table.waitFor();
    return table.evaluate((element) => {
      const texts = (cells: Iterable<Element>) => [...cells].map((cell) => (cell.textContent ?? "").trim());
      return {
        columns: texts(element.querySelectorAll("thead th")),
        rows: [...element.querySelectorAll("tbody tr")].map((row) => texts(row.querySelectorAll("th, td"))),
      };
    });
  }

  async breakdown(by: UsageBreakdownShown): Promise<readonly ShownUsageGroup[]> {
    const page = await this.ready();
    const rows = await rowsOf(
      page.locator(`[data-testid="usage-breakdown"][data-by="${by}"] [data-testid="usage-breakdown-row"]`),
    );
    return rows.map((row) => ({
      label: row.text("label"),
      requests: Number(row.text("requests").replace(/\D/g, "")),
      totalCost: row.text("totalCost"),
    }));
  }

  async notice(): Promise<string | null> {
    const page = await this.ready();
    const notice = page.locator('[data-testid="usage-state"]:not([data-state="loading"])');
    return (await notice.count()) === 0 ? null : textOf(notice.locator("h4"));
  }

  async chooseDepartment(name: string): Promise<void> {
    const page = await this.ready();
    const select = page.getByLabel(enUS.organization.report.columns.department, { exact: true });
    // The departments arrive on their own call, as the select's options do.
    await select.locator("option", { hasText: name }).waitFor({ state: "attached" });
    await this.changeAddress(() => select.selectOption({ label: name }));
  }

  async keyChoices(): Promise<readonly string[]> {
    const select = (await this.ready()).getByTestId("usage-key-filter");
    // The keys arrive on their own call: more options than every key and the playground.
    await select.locator("option:nth-child(3)").waitFor({ state: "attached" });
    const labels = await select
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option.textContent ?? "").trim()));
    return labels.filter(
      (label) => label !== enUS.usageLogs.filters.anyKey && label !== enUS.usageLogs.playground,
    );
  }

  async chooseKey(name: string): Promise<void> {
    const select = (await this.ready()).getByTestId("usage-key-filter");
    await select.locator("option", { hasText: name }).first().waitFor({ state: "attached" });
    await this.changeAddress(() => select.selectOption({ label: name }));
  }

  async chosenKey(): Promise<string> {
    const select = (await this.ready()).getByTestId("usage-key-filter");
    return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? "");
  }

  async explanation(): Promise<string | null> {
    return reportExplanation(this.screen);
  }

  /** The figures once they match the address: the page shows which address it last loaded, and whether it still is. */
  private ready(): Promise<Page> {
    return pageFollowingAddress(this.screen, FIGURES);
  }

  /** Does what changes the address, then waits for it to change and the figures to follow it. */
  private async changeAddress(action: () => Promise<unknown>): Promise<void> {
    await changeAddress(this.screen, action);
    await this.ready();
  }
}
