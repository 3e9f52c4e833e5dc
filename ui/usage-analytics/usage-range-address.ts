import {
  changedUsageRangeView,
  type UsageRangeView,
  usageRangeViewOf,
  writeUsageRange,
} from "../../core/usage-analytics/usage-range-view.ts";
import type { UsageViewAddress } from "./usage-analytics.view-model.ts";

/** A Usage view's address when it holds the range only: `?from=YYYY-MM-DD&to=YYYY-MM-DD&bucket=day`. */
export const usageRangeAddress: UsageViewAddress<UsageRangeView> = {
  viewOf: (search, today) => usageRangeViewOf(new URLSearchParams(search), today),
  searchOf: (view) => {
    const params = new URLSearchParams();
    writeUsageRange(params, view);
    return `?${params.toString()}`;
  },
  changed: changedUsageRangeView,
};
