import type { Notifier } from "../../core/notifier/notifier.port.ts";
import type {
  PersonalBreakdownBy,
  UsageAnalyticsGateway,
} from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { type UsageRangeView, usageRangeOfView } from "../../core/usage-analytics/usage-range-view.ts";
import { UsageAnalyticsViewModel } from "../../ui/usage-analytics/usage-analytics.view-model.ts";
import { usageRangeAddress } from "../../ui/usage-analytics/usage-range-address.ts";

/** The person's Usage view: their own requests over the range, by model, API key and endpoint. */
export type UsageViewModel = UsageAnalyticsViewModel<UsageRangeView, PersonalBreakdownBy>;

export interface UsageDependencies {
  readonly analytics: Pick<UsageAnalyticsGateway, "series" | "breakdown">;
  readonly notifier: Pick<Notifier, "notify">;
  /** Shows the view with another address query (the router's navigate). */
  readonly showSearch: (search: string) => void;
  /** The toast's words when loading fails and the server said nothing. */
  readonly failedMessage: () => string;
  readonly now?: () => Date;
}

/** The translation key of the toast when the usage cannot be loaded and the server said nothing. */
export const USAGE_FAILED_KEY = "usageAnalytics.loadFailed";

/** The one factory of the Usage view's view model: the page, the core-world driver and the tests call it. */
export function createUsageViewModel(deps: UsageDependencies, search: string): UsageViewModel {
  const { analytics, ...rest } = deps;
  return new UsageAnalyticsViewModel<UsageRangeView, PersonalBreakdownBy>(
    {
      ...rest,
      address: usageRangeAddress,
      load: async (view) => {
        const range = usageRangeOfView(view);
        const [series, model, apikey, endpoint] = await Promise.all([
          analytics.series({ range, bucket: view.bucket }),
          analytics.breakdown({ range, by: "model" }),
          analytics.breakdown({ range, by: "apikey" }),
          analytics.breakdown({ range, by: "endpoint" }),
        ]);
        return { series, breakdowns: { model, apikey, endpoint } };
      },
    },
    search,
  );
}
