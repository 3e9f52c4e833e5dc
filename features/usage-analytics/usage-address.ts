import {
  changedUsageRangeView,
  type UsageRangeView,
  usageRangeViewOf,
  writeUsageRange,
} from "../../core/usage-analytics/usage-range-view.ts";
import type { UsageViewAddress } from "../../ui/usage-analytics/usage-analytics.view-model.ts";

/** The person's Usage view: the range, and one of their keys (by id) or the playground if chosen. */
export interface UsageView extends UsageRangeView {
  /** A key's id, or `playground`. */
  readonly key?: string;
}

const KEY = "key";
const MAX_KEY_LENGTH = 200;

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&bucket=day&key=…`, the key named by its id as the logs' address names it, never
 * by its value. A key given twice or too long is ignored rather than refused: a stale link still opens.
 */
export const usageAddress: UsageViewAddress<UsageView> = {
  viewOf: (search, today) => {
    const params = new URLSearchParams(search);
    const keys = params.getAll(KEY);
    const key = keys.length === 1 ? keys[0]?.trim() : undefined;
    return withoutEmptyKey({
      ...usageRangeViewOf(params, today),
      key: key && key.length <= MAX_KEY_LENGTH ? key : undefined,
    });
  },
  searchOf: (view) => {
    const params = new URLSearchParams();
    writeUsageRange(params, view);
    if (view.key) params.set(KEY, view.key);
    return `?${params.toString()}`;
  },
  // `key: undefined` in a change removes the key filter.
  changed: (view, change) => withoutEmptyKey({ ...view, ...change, ...changedUsageRangeView(view, change) }),
};

function withoutEmptyKey(view: UsageView): UsageView {
  const { key, ...range } = view;
  return key ? { ...range, key } : range;
}
