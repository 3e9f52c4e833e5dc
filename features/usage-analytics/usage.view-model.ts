import type { PersonalBreakdownBy } from "../../core/usage-analytics/usage-analytics-gateway.port.ts";
import type { UsageRangeView } from "../../core/usage-analytics/usage-range-view.ts";
import type { UsageAnalyticsViewModel } from "../../ui/usage-analytics/usage-analytics.view-model.ts";

/** The person's Usage view: their own requests over the range, by model, API key and endpoint. */
export type UsageViewModel = UsageAnalyticsViewModel<UsageRangeView, PersonalBreakdownBy>;
