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
import type { BrowserScreenContext } from "./browser-screen-context.ts";

const MINE = "/usage";
const ORGANIZATION = "/organization/analytics";
const WORDS = enUS.usageAnalytics;
/** The part of either page that says which address its figures match, and whether they are still loading. */
const FIGURES = '[data-testid="usage-page"], [data-testid="organization-analytics"]';
const EXPLANATION = '[data-testid="report-needs-admin"]';

/** The Usage views in Chromium, found by role and en-US label and by the screens' test ids. */
export class BrowserUsageAnalyticsDriver implements UsageAnalyticsDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async openMine(pathWithQuery: string = MINE): Promise<void> {
    await this.screen.open(pathWithQuery);
    await this.ready();
  }

  async openOrganization(pathWithQuery: string = ORGANIZATION): Promise<void> {
    await this.screen.open(pathWithQuery);
    const page = this.screen.page();
    await page.locator(`[data-testid="organization-analytics"], ${EXPLANATION}`).first().waitFor();
    if ((await page.locator(EXPLANATION).count()) === 0) await this.ready();
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
    const value = async (figure: string) =>
      (
        (await page
          .locator(`[data-testid="usage-headline"] [data-figure="${figure}"] .usage-headline-value`)
          .textContent()) ?? ""
      ).trim();
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
    return page
      .locator(`[data-testid="usage-breakdown"][data-by="${by}"] [data-testid="usage-breakdown-row"]`)
      .evaluateAll((rows) =>
        rows.map((row) => {
          const cell = (column: string) =>
            (row.querySelector(`[data-column="${column}"]`)?.textContent ?? "").trim();
          return {
            label: cell("label"),
            requests: Number(cell("requests").replace(/\D/g, "")),
            totalCost: cell("totalCost"),
          };
        }),
      );
  }

  async notice(): Promise<string | null> {
    const page = await this.ready();
    const notice = page.locator('[data-testid="usage-state"]:not([data-state="loading"])');
    if ((await notice.count()) === 0) return null;
    return ((await notice.locator("h4").textContent()) ?? "").trim();
  }

  async chooseDepartment(name: string): Promise<void> {
    const page = await this.ready();
    const select = page.getByLabel(enUS.organization.report.columns.department, { exact: true });
    // The departments arrive on their own call, as the select's options do.
    await select.locator("option", { hasText: name }).waitFor({ state: "attached" });
    await this.changeAddress(() => select.selectOption({ label: name }));
  }

  async explanation(): Promise<string | null> {
    await this.screen.settle();
    const shown = this.screen.page().locator(EXPLANATION);
    if ((await shown.count()) === 0) return null;
    const title = ((await shown.locator("h4").textContent()) ?? "").trim();
    const description = ((await shown.locator(".bp6-non-ideal-state-text > div").textContent()) ?? "").trim();
    return `${title} ${description}`.replace(/\s+/g, " ").trim();
  }

  /** The figures once they match the address: the page shows which address it last loaded, and whether it still is. */
  private async ready(): Promise<Page> {
    await this.screen.settle();
    const page = this.screen.page();
    await page.waitForFunction((selector) => {
      const figures = document.querySelector<HTMLElement>(selector);
      return (
        figures !== null &&
        figures.dataset.status !== "loading" &&
        figures.dataset.address === window.location.search
      );
    }, FIGURES);
    return page;
  }

  /** Does what changes the address, then waits for it to change and the figures to follow it. */
  private async changeAddress(action: () => Promise<unknown>): Promise<void> {
    const page = this.screen.page();
    const before = page.url();
    await action();
    this.screen.unsettle();
    await page.waitForFunction((previous) => window.location.href !== previous, before, { timeout: 10_000 });
    await this.ready();
  }
}
