import {
  changedUsageRangeView,
  type UsageRangeView,
  usageRangeViewOf,
  writeUsageRange,
} from "../../../core/usage-analytics/usage-range-view.ts";
import type { UsageViewAddress } from "../../../ui/usage-analytics/usage-analytics.view-model.ts";

/** The organization's Usage view: the range, and one department or one person if chosen. */
export interface OrganizationAnalyticsView extends UsageRangeView {
  readonly departmentId?: string;
  readonly userId?: string;
}

const NAMES = { departmentId: "department", userId: "user" } as const;
const MAX_ID_LENGTH = 200;

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&bucket=day&department=…&user=…`, the report's names for the department and the
 * person. An id given twice or too long is ignored rather than refused: a stale link still opens.
 */
export const organizationAnalyticsAddress: UsageViewAddress<OrganizationAnalyticsView> = {
  viewOf: (search, today) => {
    const params = new URLSearchParams(search);
    const id = (name: string) => {
      const values = params.getAll(name);
      const value = values.length === 1 ? values[0]?.trim() : undefined;
      return value && value.length <= MAX_ID_LENGTH ? value : undefined;
    };
    return withoutEmpty({
      ...usageRangeViewOf(params, today),
      departmentId: id(NAMES.departmentId),
      userId: id(NAMES.userId),
    });
  },
  searchOf: (view) => {
    const params = new URLSearchParams();
    writeUsageRange(params, view);
    if (view.departmentId) params.set(NAMES.departmentId, view.departmentId);
    if (view.userId) params.set(NAMES.userId, view.userId);
    return `?${params.toString()}`;
  },
  // `departmentId: undefined` (or `userId`) in a change removes that filter.
  changed: (view, change) => withoutEmpty({ ...view, ...change, ...changedUsageRangeView(view, change) }),
};

function withoutEmpty(view: OrganizationAnalyticsView): OrganizationAnalyticsView {
  const { departmentId, userId, ...range } = view;
  return { ...range, ...(departmentId ? { departmentId } : {}), ...(userId ? { userId } : {}) };
}
