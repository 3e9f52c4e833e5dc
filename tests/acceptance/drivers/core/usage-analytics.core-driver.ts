import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { UsageBreakdownRowJson } from "../../../../core/usage-analytics/usage-analytics-json.ts";
import { PLAYGROUND_KEY } from "../../../../core/usage-logs/usage-log-rules.ts";
import {
  type OrganizationAnalyticsViewModel,
  TOP_LIST_LENGTH,
} from "../../../../features/organization/analytics/organization-analytics.view-model.ts";
import { createOrganizationAnalyticsViewModel } from "../../../../features/organization/analytics/organization-analytics.view-model-factory.ts";
import type { UsageViewModel } from "../../../../features/usage-analytics/usage.view-model.ts";
import { createUsageViewModel } from "../../../../features/usage-analytics/usage.view-model-factory.ts";
import { breakdownLabels } from "../../../../features/usage-analytics/usage-breakdown-labels.ts";
import {
  type UsageAnalyticsState,
  usageNoticeOf,
} from "../../../../ui/usage-analytics/usage-analytics.view-model.ts";
import { USAGE_CHARTS, usageChartTableText } from "../../../../ui/usage-analytics/usage-charts.ts";
import { createUsageFormat, type UsageFormat } from "../../../../ui/usage-analytics/usage-format.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  ShownUsageChart,
  ShownUsageGroup,
  ShownUsageRange,
  ShownUsageTable,
  UsageAnalyticsDriver,
  UsageBreakdownShown,
} from "../../support/usage-analytics-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { organizationIdOf } from "./organization-scope.ts";
import { reportExplanation } from "./report-explanation.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";
import { until } from "./wait-until.ts";

const MINE = pathOf(RouteName.USAGE);
const ORGANIZATION = pathOf(RouteName.ORGANIZATION_ANALYTICS_PAGE);

/** Either Usage view's state, as far as the driver reads it. */
type AnyUsageState = UsageAnalyticsState<
  { fromDay: string; toDay: string; bucket: "hour" | "day" | "week"; departmentId?: string },
  UsageBreakdownShown
>;

/** Whichever Usage view the address shows, made as its screen makes it. */
type Shown =
  | { readonly page: "mine"; readonly viewModel: UsageViewModel }
  | { readonly page: "organization"; readonly viewModel: OrganizationAnalyticsViewModel };

/**
 * The Usage views without a browser: the view model of the page the address shows, made by its factory as the
 * screen makes it. A range chosen changes the address, which lets go of the view model; the next read makes the
 * one the new address asks for, as a page showing that address would.
 */
export class CoreUsageAnalyticsDriver implements UsageAnalyticsDriver {
  private readonly mine: ViewModelOnScreen<UsageViewModel>;
  private readonly organization: ViewModelOnScreen<OrganizationAnalyticsViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.mine = new ViewModelOnScreen(screen, MINE, (services, address) =>
      createUsageViewModel(services, address.search, (search) => screen.navigate(`${MINE}${search}`)),
    );
    this.organization = new ViewModelOnScreen(screen, ORGANIZATION, (services, address) => {
      const organizationId = organizationIdOf(screen);
      if (reportExplanation(screen)) throw new Error("The page explains why it shows no analytics");
      return createOrganizationAnalyticsViewModel(services, organizationId, address.search, (search) =>
        screen.navigate(`${ORGANIZATION}${search}`),
      );
    });
  }

  async openMine(pathWithQuery: string = MINE): Promise<void> {
    await this.screen.open(pathWithQuery);
    await this.ready();
  }

  async openOrganization(pathWithQuery: string = ORGANIZATION): Promise<void> {
    await this.screen.open(pathWithQuery);
    if ((await this.explanation()) === null) await this.ready();
  }

  async range(): Promise<ShownUsageRange> {
    const { view } = await this.ready();
    return { from: view.fromDay, to: view.toDay, bucket: view.bucket };
  }

  async chooseRange(range: ShownUsageRange): Promise<void> {
    await this.ready();
    const shown = await this.current();
    shown.viewModel.setView({ fromDay: range.from, toDay: range.to, bucket: range.bucket });
    await this.ready();
  }

  async headline(): Promise<{ readonly requests: number; readonly spend: string }> {
    const { headline } = await this.ready();
    if (!headline) throw new Error("The Usage view shows no figures");
    return { requests: headline.requests, spend: this.format().value("usd", headline.totalCost) };
  }

  async charts(): Promise<readonly ShownUsageChart[]> {
    const state = await this.ready();
    if (usageNoticeOf(state) || !state.series) return [];
    const points = state.series.data.length;
    return USAGE_CHARTS.map((chart) => ({ chart: chart.id, points }));
  }

  async chartAsTable(id: ShownUsageChart["chart"]): Promise<ShownUsageTable> {
    const { series } = await this.ready();
    const chart = USAGE_CHARTS.find((candidate) => candidate.id === id);
    if (!series || !chart) throw new Error(`The Usage view draws no ${id} chart`);
    const { t } = this.screen.i18n();
    return usageChartTableText(chart, series, this.format(), {
      bucket: (bucket) => t(`usageAnalytics.buckets.${bucket}`),
      line: (line) => t(`usageAnalytics.lines.${line}`),
    });
  }

  async breakdown(by: UsageBreakdownShown): Promise<readonly ShownUsageGroup[]> {
    const { breakdowns } = await this.ready();
    const shown = await this.current();
    const rows = (breakdowns?.[by]?.data ?? []).slice(
      0,
      shown.page === "organization" ? TOP_LIST_LENGTH : undefined,
    );
    const labels = breakdownLabels(this.screen.i18n().t) as Partial<
      Record<UsageBreakdownShown, (row: UsageBreakdownRowJson) => string>
    >;
    const labelOf = (shown.page === "mine" && labels[by]) || ((row: UsageBreakdownRowJson) => row.label);
    return rows.map((row) => ({
      label: labelOf(row),
      requests: row.requests,
      totalCost: this.format().value("usd", row.totalCost),
    }));
  }

  async notice(): Promise<string | null> {
    const notice = usageNoticeOf(await this.ready());
    const { t } = this.screen.i18n();
    if (notice === "empty") return t("usageAnalytics.empty.title");
    if (notice === "failed") return t("usageAnalytics.failed.title");
    return null;
  }

  async chooseDepartment(name: string): Promise<void> {
    await this.ready();
    const shown = await this.current();
    if (shown.page !== "organization")
      throw new Error("Only the organization's analytics filter by department");
    const department = await until(
      () => shown.viewModel.currentChoices().departments.find((choice) => choice.name === name) ?? null,
      `the department filter to offer ${name}`,
    );
    shown.viewModel.setView({ departmentId: department.id, userId: undefined });
    await this.ready();
  }

  async keyChoices(): Promise<readonly string[]> {
    await this.ready();
    const { keys } = await this.mine.get();
    // The keys arrive on their own call, as the select's options do.
    const listed = await until(
      () => (keys.current().length > 0 ? keys.current() : null),
      "the key filter to list the person's keys",
    );
    return listed.map((choice) => choice.label);
  }

  async chooseKey(name: string): Promise<void> {
    await this.ready();
    const viewModel = await this.mine.get();
    const key =
      name === enUS.usageLogs.playground
        ? PLAYGROUND_KEY
        : viewModel.keys.current().find((choice) => choice.label === name)?.id;
    if (!key) throw new Error(`The key filter offers no ${name}`);
    viewModel.setView({ key });
    await this.ready();
  }

  async chosenKey(): Promise<string> {
    await this.ready();
    const viewModel = await this.mine.get();
    const { view } = viewModel.current();
    if (view.key === PLAYGROUND_KEY) return enUS.usageLogs.playground;
    const chosen = viewModel.keys.current().find((choice) => choice.id === view.key);
    return chosen?.label ?? enUS.usageLogs.filters.anyKey;
  }

  async explanation(): Promise<string | null> {
    return reportExplanation(this.screen);
  }

  /** The Usage view the address shows, made when the address changed. */
  private async current(): Promise<Shown> {
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname === MINE) return { page: "mine", viewModel: await this.mine.get() };
    if (pathname === ORGANIZATION) return { page: "organization", viewModel: await this.organization.get() };
    throw new Error(`Not on a Usage view but at ${pathname}`);
  }

  /** The figures once the view the address asks for is loaded (or failed). */
  private async ready(): Promise<AnyUsageState> {
    const shown = await this.current();
    const analytics = shown.page === "mine" ? shown.viewModel : shown.viewModel.analytics;
    return until(() => {
      const state = analytics.current() as AnyUsageState;
      return state.status === "loading" ? null : state;
    }, "the Usage view to load");
  }

  private format(): UsageFormat {
    const { t, language } = this.screen.i18n();
    return createUsageFormat(t, language);
  }
}
