import { Clock } from "../../core/clock/clock.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import {
  type PersonalBreakdownBy,
  UsageAnalyticsGateway,
} from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { type UsageRangeView, usageRangeOfView } from "../../core/usage-analytics/usage-range-view.ts";
import { UsageAnalyticsViewModel } from "../../ui/usage-analytics/usage-analytics.view-model.ts";
import { usageRangeAddress } from "../../ui/usage-analytics/usage-range-address.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import type { UsageViewModel } from "./usage.view-model.ts";

/**
 * The person's Usage view's view model, as the page, the core acceptance world and its tests make it: the range
 * comes from the address's query (`search`), and a range chosen asks for another through `showSearch`.
 */
export function createUsageViewModel(
  { container, translate }: ScreenServices,
  search: string,
  showSearch: (search: string) => void,
): UsageViewModel {
  const analytics = container.get(UsageAnalyticsGateway);
  const clock = container.get(Clock);
  return tracked(
    new UsageAnalyticsViewModel<UsageRangeView, PersonalBreakdownBy>(
      {
        address: usageRangeAddress,
        notifier: container.get(Notifier),
        showSearch,
        failedMessage: () => translate("usageAnalytics.loadFailed"),
        now: () => new Date(clock.now()),
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
    ),
  );
}
