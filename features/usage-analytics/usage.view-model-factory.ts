import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import { UsageAnalyticsGateway } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import { usageRangeOfView } from "../../core/usage-analytics/usage-range-view.ts";
import { tracked } from "../../ui/wiring/disposable-tracker.ts";
import type { ScreenServices } from "../../ui/wiring/screen-services.ts";
import { UsageViewModel } from "./usage.view-model.ts";
import { usageAddress } from "./usage-address.ts";
import { UsageKeys } from "./usage-keys.ts";

/**
 * The person's Usage view's view model, as the page, the core acceptance world and its tests make it: the range
 * and the key come from the address's query (`search`), and a change asks for another through `showSearch`.
 */
export function createUsageViewModel(
  { container, translate }: ScreenServices,
  search: string,
  showSearch: (search: string) => void,
): UsageViewModel {
  const analytics = container.get(UsageAnalyticsGateway);
  const clock = container.get(Clock);
  const notifier = container.get(Notifier);
  const keys = new UsageKeys(container.get(ApiKeysGateway), (error) =>
    reportFailure(notifier, error, translate("usageLogs.keysFailed")),
  );
  return tracked(
    new UsageViewModel(
      {
        address: usageAddress,
        notifier,
        showSearch,
        failedMessage: () => translate("usageAnalytics.loadFailed"),
        now: () => new Date(clock.now()),
        load: async (view) => {
          const range = usageRangeOfView(view);
          // A key that is not the person's (deleted since, or an old address's value) is no filter.
          const filters = (await keys.filterOf(view.key)) ?? {};
          const [series, model, apikey, endpoint] = await Promise.all([
            analytics.series({ range, bucket: view.bucket, ...filters }),
            analytics.breakdown({ range, by: "model", ...filters }),
            analytics.breakdown({ range, by: "apikey", ...filters }),
            analytics.breakdown({ range, by: "endpoint", ...filters }),
          ]);
          return { series, breakdowns: { model, apikey, endpoint } };
        },
      },
      search,
      keys,
    ),
  );
}
