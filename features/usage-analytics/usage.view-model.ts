import type { PersonalBreakdownBy } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import {
  type UsageAnalyticsDependencies,
  UsageAnalyticsViewModel,
} from "../../ui/usage-analytics/usage-analytics.view-model.ts";
import type { UsageView } from "./usage-address.ts";
import type { UsageKeys } from "./usage-keys.ts";

/**
 * The person's Usage view: their own requests over the range, of one of their keys or the playground if chosen,
 * by model, API key and endpoint; with the keys the key filter offers.
 */
export class UsageViewModel extends UsageAnalyticsViewModel<UsageView, PersonalBreakdownBy> {
  constructor(
    deps: UsageAnalyticsDependencies<UsageView, PersonalBreakdownBy>,
    search: string,
    readonly keys: UsageKeys,
  ) {
    super(deps, search);
  }

  override dispose(): void {
    super.dispose();
    this.keys.dispose();
  }
}
